/**
 * The demo's organisation: two manufacturers, three plants (steel and food in Egypt, packaging in the UAE), their
 * areas, mini businesses, departments, stages and cuts, each named in Arabic and in English.
 */
export interface Bilingual {
  en: string;
  ar: string;
}
export type PlantKey = 'steel' | 'food' | 'pack';
export type CompanyKey = 'nile' | 'gulf';

export const COMPANIES: Record<CompanyKey, Bilingual> = {
  nile: { en: 'Nile Valley Industries', ar: 'وادي النيل للصناعات' },
  gulf: { en: 'Gulf Pack Industries', ar: 'الخليج لصناعات التغليف' },
};

export interface AreaDef {
  key: string;
  name: Bilingual;
  cells: Bilingual[];
}

export interface PlantDef {
  key: PlantKey;
  company: CompanyKey;
  name: Bilingual;
  /** employee codes of the plant start with it */
  codePrefix: string;
  /** the share of the plant's ideas written in English */
  englishShare: number;
  areas: AreaDef[];
}

export const PLANTS: PlantDef[] = [
  {
    key: 'steel',
    company: 'nile',
    name: { en: '10th of Ramadan Steel Plant', ar: 'مصنع الصلب بالعاشر من رمضان' },
    codePrefix: 'ST',
    englishShare: 0.15,
    areas: [
      {
        key: 'melt',
        name: { en: 'Melt Shop', ar: 'وحدة الصهر' },
        cells: [
          { en: 'Electric Arc Furnace Team', ar: 'فريق الفرن الكهربائي' },
          { en: 'Ladle Furnace Team', ar: 'فريق فرن البوتقة' },
        ],
      },
      {
        key: 'rolling',
        name: { en: 'Rolling Mill', ar: 'مصنع الدرفلة' },
        cells: [
          { en: 'Roughing Stands Team', ar: 'فريق درافيل التخشين' },
          { en: 'Cooling Bed Team', ar: 'فريق سرير التبريد' },
        ],
      },
      {
        key: 'dispatch',
        name: { en: 'Finishing and Dispatch', ar: 'التشطيب والشحن' },
        cells: [{ en: 'Bundling Team', ar: 'فريق الحزم' }],
      },
      {
        key: 'workshop',
        name: { en: 'Central Workshop', ar: 'الورشة المركزية' },
        cells: [{ en: 'Rolls Shop Team', ar: 'فريق ورشة الدرافيل' }],
      },
    ],
  },
  {
    key: 'food',
    company: 'nile',
    name: { en: 'Sadat City Food Plant', ar: 'مصنع الأغذية بمدينة السادات' },
    codePrefix: 'FD',
    englishShare: 0.1,
    areas: [
      {
        key: 'receiving',
        name: { en: 'Raw Materials Store', ar: 'مخزن الخامات' },
        cells: [{ en: 'Receiving Team', ar: 'فريق الاستلام' }],
      },
      {
        key: 'processing',
        name: { en: 'Processing Hall', ar: 'صالة التصنيع' },
        cells: [
          { en: 'Mixing Team', ar: 'فريق الخلط' },
          { en: 'Baking Ovens Team', ar: 'فريق أفران الخبز' },
        ],
      },
      {
        key: 'packing',
        name: { en: 'Packing Hall', ar: 'صالة التعبئة' },
        cells: [
          { en: 'Line 1 Packing Team', ar: 'فريق تعبئة الخط الأول' },
          { en: 'Line 2 Packing Team', ar: 'فريق تعبئة الخط الثاني' },
        ],
      },
      {
        key: 'cold',
        name: { en: 'Cold Store', ar: 'المخزن المبرد' },
        cells: [{ en: 'Cold Chain Team', ar: 'فريق سلسلة التبريد' }],
      },
    ],
  },
  {
    key: 'pack',
    company: 'gulf',
    name: { en: 'Jebel Ali Packaging Plant', ar: 'مصنع التغليف بجبل علي' },
    codePrefix: 'JA',
    englishShare: 0.55,
    areas: [
      {
        key: 'printing',
        name: { en: 'Printing Hall', ar: 'صالة الطباعة' },
        cells: [{ en: 'Flexo Press Team', ar: 'فريق ماكينة الفلكسو' }],
      },
      {
        key: 'corrugator',
        name: { en: 'Corrugator', ar: 'خط الكرتون المموج' },
        cells: [{ en: 'Wet End Team', ar: 'فريق الطرف الرطب' }],
      },
      {
        key: 'converting',
        name: { en: 'Converting', ar: 'قسم التحويل' },
        cells: [
          { en: 'Die Cutting Team', ar: 'فريق التقطيع بالقوالب' },
          { en: 'Folder Gluer Team', ar: 'فريق الطي واللصق' },
        ],
      },
      {
        key: 'fgw',
        name: { en: 'Finished Goods Warehouse', ar: 'مخزن المنتج التام' },
        cells: [{ en: 'Loading Bay Team', ar: 'فريق رصيف التحميل' }],
      },
    ],
  },
];

export interface DepartmentDef {
  key: string;
  name: Bilingual;
  plants: PlantKey[];
  stages: { key: string; name: Bilingual; plants: PlantKey[]; cuts?: { name: Bilingual; seconds: Bilingual[] }[] }[];
}

export const DEPARTMENTS: DepartmentDef[] = [
  {
    key: 'production',
    name: { en: 'Production', ar: 'الإنتاج' },
    plants: ['steel', 'food', 'pack'],
    stages: [
      {
        key: 'melting',
        name: { en: 'Melting', ar: 'الصهر' },
        plants: ['steel'],
        cuts: [
          { name: { en: 'Scrap Charging', ar: 'شحن الخردة' }, seconds: [{ en: 'Scrap Baskets', ar: 'سلال الخردة' }] },
          { name: { en: 'Tapping', ar: 'صب الفرن' }, seconds: [{ en: 'Tap Hole', ar: 'فتحة الصب' }] },
        ],
      },
      { key: 'casting', name: { en: 'Continuous Casting', ar: 'الصب المستمر' }, plants: ['steel'] },
      { key: 'rolling', name: { en: 'Rolling', ar: 'الدرفلة' }, plants: ['steel'] },
      { key: 'mixing', name: { en: 'Mixing', ar: 'الخلط' }, plants: ['food'] },
      { key: 'baking', name: { en: 'Baking', ar: 'الخبز' }, plants: ['food'] },
      {
        key: 'filling',
        name: { en: 'Filling and Sealing', ar: 'التعبئة واللحام' },
        plants: ['food'],
        cuts: [
          { name: { en: 'Dosing', ar: 'المعايرة' }, seconds: [{ en: 'Filling Nozzles', ar: 'فوهات التعبئة' }] },
          { name: { en: 'Sealing Jaws', ar: 'فكوك اللحام' }, seconds: [{ en: 'Heater Bars', ar: 'قضبان التسخين' }] },
        ],
      },
      {
        key: 'printing',
        name: { en: 'Printing', ar: 'الطباعة' },
        plants: ['pack'],
        cuts: [{ name: { en: 'Ink System', ar: 'نظام الأحبار' }, seconds: [{ en: 'Anilox Rolls', ar: 'أسطوانات الأنيلوكس' }] }],
      },
      { key: 'dieCutting', name: { en: 'Die Cutting', ar: 'التقطيع بالقوالب' }, plants: ['pack'] },
      { key: 'gluing', name: { en: 'Folding and Gluing', ar: 'الطي واللصق' }, plants: ['pack'] },
    ],
  },
  {
    key: 'maintenance',
    name: { en: 'Maintenance', ar: 'الصيانة' },
    plants: ['steel', 'food', 'pack'],
    stages: [
      { key: 'preventive', name: { en: 'Preventive Maintenance', ar: 'الصيانة الوقائية' }, plants: ['steel', 'food', 'pack'] },
      { key: 'breakdown', name: { en: 'Breakdown Repair', ar: 'إصلاح الأعطال' }, plants: ['steel', 'food', 'pack'] },
    ],
  },
  {
    key: 'quality',
    name: { en: 'Quality Control', ar: 'مراقبة الجودة' },
    plants: ['steel', 'food', 'pack'],
    stages: [
      { key: 'incoming', name: { en: 'Incoming Inspection', ar: 'فحص الوارد' }, plants: ['steel', 'food', 'pack'] },
      { key: 'lab', name: { en: 'Laboratory Testing', ar: 'الاختبارات المعملية' }, plants: ['steel', 'food'] },
    ],
  },
  {
    key: 'logistics',
    name: { en: 'Warehouse and Logistics', ar: 'المخازن والإمداد' },
    plants: ['steel', 'food', 'pack'],
    stages: [
      { key: 'receivingStage', name: { en: 'Goods Receiving', ar: 'استلام البضائع' }, plants: ['steel', 'food', 'pack'] },
      { key: 'dispatchStage', name: { en: 'Dispatch', ar: 'الشحن والتسليم' }, plants: ['steel', 'food', 'pack'] },
    ],
  },
  {
    key: 'safety',
    name: { en: 'Health and Safety', ar: 'السلامة والصحة المهنية' },
    plants: ['steel', 'food', 'pack'],
    stages: [{ key: 'permits', name: { en: 'Permits to Work', ar: 'تصاريح العمل' }, plants: ['steel', 'food', 'pack'] }],
  },
];
