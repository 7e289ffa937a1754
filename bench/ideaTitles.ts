/**
 * Idea titles as a plant writes them (issue 18's similar-idea lookup needs diverse titles): an action, a machine
 * or place, a line or area and sometimes a purpose, in Arabic (three ideas in five) or English. That is about
 * 170,000 distinct titles a language; titles on the same machine share words, as they do in a real plant, and
 * one idea in twenty restates an earlier one (other letter forms, lower case, without the purpose).
 * Each list is [English, Arabic].
 */
const ACTIONS: [string, string][] = [
  ['Reduce the changeover time of', 'تقليل زمن تغيير المقاس في'],
  ['Install a product level sensor on', 'تركيب حساس لمستوى المنتج على'],
  ['Add a safety guard to', 'إضافة واقي أمان على'],
  ['Standardise the cleaning of', 'توحيد طريقة تنظيف'],
  ['Fix the compressed air leaks on', 'إصلاح تسريب الهواء المضغوط في'],
  ['Replace the worn belt of', 'استبدال السير التالف في'],
  ['Add a shadow board for the tools next to', 'عمل لوحة ظل للعدد بجوار'],
  ['Automate the lubrication of', 'أتمتة تزييت'],
  ['Recover the waste heat from', 'استرجاع الحرارة المهدرة من'],
  ['Shorten the walking path to', 'تقصير مسار الحركة إلى'],
  ['Add a visual daily check sheet for', 'إضافة قائمة فحص يومية مرئية على'],
  ['Reuse the rinse water of', 'إعادة استخدام مياه الشطف من'],
  ['Improve the lighting around', 'تحسين الإضاءة حول'],
  ['Train the operators to run', 'تدريب المشغلين على تشغيل'],
  ['Colour-code the tools of', 'تمييز العدد بالألوان في'],
  ['Adjust the timer of', 'ضبط مؤقت'],
  ['Insulate the pipes of', 'عزل مواسير'],
  ['Reduce the scrap of', 'تقليل الفاقد في'],
  ['Reduce the noise of', 'تقليل الضوضاء الصادرة من'],
  ['Schedule preventive maintenance of', 'جدولة الصيانة الوقائية في'],
  ['Organise the area around', 'تنظيم المنطقة حول'],
  ['Fit an energy meter on', 'تركيب عداد للطاقة على'],
  ['Stop product spills from', 'منع انسكاب المنتج من'],
  ['Relocate', 'تغيير مكان'],
];
const MACHINES: [string, string][] = [
  ['the filling machine', 'ماكينة التعبئة'],
  ['the capping machine', 'ماكينة الغلق'],
  ['the labelling machine', 'ماكينة اللصق'],
  ['the conveyor', 'السير الناقل'],
  ['the palletiser', 'ماكينة التستيف'],
  ['the boiler', 'الغلاية'],
  ['the air compressor', 'ضاغط الهواء'],
  ['the mixer', 'الخلاط'],
  ['the forklift charging area', 'منطقة شحن الكلارك'],
  ['the shrink tunnel', 'نفق الانكماش'],
  ['the cooling tower', 'برج التبريد'],
  ['the weighing scale', 'الميزان'],
  ['the CIP unit', 'وحدة الغسيل الآلي'],
  ['the raw material store', 'مخزن الخامات'],
  ['the cartoning machine', 'ماكينة الكرتنة'],
  ['the metal detector', 'كاشف المعادن'],
  ['the chiller', 'المبرد'],
  ['the hydraulic press', 'المكبس الهيدروليكي'],
  ['the packing table', 'طاولة التغليف'],
  ['the mill', 'الطاحونة'],
  ['the dryer', 'المجفف'],
  ['the water tank', 'خزان المياه'],
  ['the feed pump', 'مضخة التغذية'],
  ['the blow moulder', 'ماكينة النفخ'],
  ['the inkjet coder', 'ماكينة طباعة التاريخ'],
  ['the oven', 'الفرن'],
  ['the loading dock', 'رصيف التحميل'],
  ['the transformer room', 'غرفة المحولات'],
];
/** after the twelve lines ("on line 3", "بالخط 3") */
const AREAS: [string, string][] = [
  ['in the packing hall', 'في صالة التغليف'],
  ['in the warehouse', 'في المخزن'],
  ['in the maintenance shop', 'في ورشة الصيانة'],
  ['in the quality lab', 'في معمل الجودة'],
  ['in the mixing room', 'في غرفة الخلط'],
  ['at the receiving bay', 'في منطقة الاستلام'],
];
const LINES = 12;
/** the empty ones: titles without a purpose */
const PURPOSES: [string, string][] = [
  ['to cut downtime', 'لتقليل التوقفات'],
  ['to save energy', 'لتوفير الطاقة'],
  ['to prevent injuries', 'لمنع إصابات العمال'],
  ['to reduce scrap', 'لتقليل الهالك'],
  ['to save water', 'لتوفير المياه'],
  ['to speed up order picking', 'لتسريع تجهيز الطلبيات'],
  ['to avoid product mix-ups', 'لمنع خلط المنتجات'],
  ['to reduce noise', 'لتقليل الضوضاء'],
  ['to cut overtime', 'لتقليل ساعات العمل الإضافية'],
  ['to improve product quality', 'لتحسين جودة المنتج'],
  ['to use fewer spare parts', 'لتقليل استهلاك قطع الغيار'],
  ["to make the operator's job easier", 'لتسهيل عمل المشغل'],
  ['to reduce customer complaints', 'لتقليل شكاوى العملاء'],
  ['', ''],
  ['', ''],
  ['', ''],
];

/** The vocabulary as the parameters of TITLE_SQL (each a text[] of English then Arabic). */
export function titleVocabulary(): string[][] {
  const flat = (list: [string, string][]) => [...list.map((w) => w[0]), ...list.map((w) => w[1])];
  return [flat(ACTIONS), flat(MACHINES), flat(AREAS), flat(PURPOSES)];
}

/**
 * A lateral subquery giving `title` for idea `n`; the vocabulary arrays are parameters $p..$p+3. The words are
 * picked by hashing the idea's topic `t` (itself, or for one idea in twenty an earlier idea), so a restated
 * idea has the same words; machines and actions are skewed, some come up far more often than others.
 */
export function titleSql(n: string, p: number): string {
  const [actions, machines, areas, purposes] = [p, p + 1, p + 2, p + 3].map((i) => `$${i}::text[]`);
  // a uniform number in [0, 1) from the topic and a salt
  const u = (salt: number) => `((hashint4extended(t, ${salt}) & 2147483647)::float8 / 2147483648)`;
  const pick = (list: string, size: number, draw: string) => `(${list})[1 + arabic * ${size} + floor(${draw} * ${size})::int]`;
  const place = `case when placeIdx < ${LINES} then case when arabic = 1 then 'بالخط ' else 'on line ' end || (placeIdx + 1)
    else (${areas})[1 + arabic * ${AREAS.length} + placeIdx - ${LINES}] end`;
  return `lateral (
    select case when restated and arabic = 1 then translate(btrim(base), 'أإةى', 'ااهي')
                when restated then lower(btrim(base)) else btrim(base) end as title
    from (select t, restated, arabic, placeIdx,
            ${pick(actions, ACTIONS.length, `power(${u(1)}, 1.4)`)} || ' ' || ${pick(machines, MACHINES.length, `power(${u(2)}, 1.6)`)}
            || ' ' || ${place} || ' ' || case when restated then '' else ${pick(purposes, PURPOSES.length, u(4))} end as base
          from (select t, restated, (${u(5)} < 0.6)::int as arabic, floor(${u(3)} * ${LINES + AREAS.length})::int as placeIdx
                from (select case when ${n} % 20 = 7 and ${n} > 5000 then ${n} - 1 - (hashint4(${n}) & 4095) else ${n} end as t,
                             ${n} % 20 = 7 and ${n} > 5000 as restated) topic) words) composed) titles`;
}
