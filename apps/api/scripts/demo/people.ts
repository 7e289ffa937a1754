/**
 * The people of the demo plants: the employee-code sheet (a few hundred operators, technicians and engineers)
 * and the signed-in users of each role. A person's name is written the way they write it themselves: Arabic
 * for the Egyptian and Emirati staff, Latin letters for the expatriates of the Gulf plant and for the engineers
 * who write their ideas in English.
 */
import type { PlantKey } from './plant.js';
import type { Random } from './random.js';

const MALE = [
  'محمد',
  'أحمد',
  'محمود',
  'مصطفى',
  'عمرو',
  'كريم',
  'هاني',
  'خالد',
  'إبراهيم',
  'يوسف',
  'طارق',
  'سامح',
  'وليد',
  'حسام',
  'أشرف',
  'عادل',
  'شريف',
  'رامي',
  'ياسر',
  'حسن',
  'سعيد',
  'عبد الله',
  'إسلام',
  'مينا',
  'بيشوي',
];
const FEMALE = ['منى', 'سلمى', 'نهى', 'ريهام', 'دينا', 'هبة', 'مروة', 'سارة', 'نورا', 'إيمان', 'رانيا', 'مريم'];
const FAMILY = [
  'عبد الرحمن',
  'السيد',
  'منصور',
  'فوزي',
  'الجمال',
  'الشريف',
  'عبد العزيز',
  'سليمان',
  'حسين',
  'النجار',
  'رضوان',
  'عثمان',
  'شاكر',
  'زكي',
  'البنا',
  'المصري',
  'جرجس',
  'حلمي',
  'فتحي',
  'القاضي',
];
const GULF_FAMILY = ['المنصوري', 'الظاهري', 'الكعبي', 'النعيمي', 'الشامسي', 'المهيري', 'البلوشي'];
const LATIN_FIRST = [
  'Rajesh',
  'Joseph',
  'Anil',
  'Suresh',
  'Vinod',
  'Arjun',
  'Imran',
  'Bilal',
  'Mark',
  'Jomar',
  'Ramon',
  'Priya',
  'Anita',
  'Grace',
  'Deepak',
  'Faisal',
  'Tariq',
  'Nikhil',
  'Ravi',
  'Samuel',
];
const LATIN_LAST = [
  'Nair',
  'Mathew',
  'Kumar',
  'Pillai',
  'Menon',
  'Sharma',
  'Qureshi',
  'Khan',
  'Santos',
  'Reyes',
  'Dela Cruz',
  'Fernandes',
  'DSouza',
  'Thomas',
  'Varghese',
  'Iyer',
];
const EGYPT_LATIN = [
  'Ahmed Samir',
  'Omar Hassan',
  'Karim Fouad',
  'Nour El-Din Adel',
  'Yasmin Tarek',
  'Mostafa Kamal',
  'Hana Mahmoud',
  'Amr Zaki',
  'Dina Lotfy',
  'Sherif Naguib',
];

export interface Employee {
  code: string;
  name: string;
  mobile: string;
  plant: PlantKey;
  /** the language the person writes ideas in */
  lang: 'ar' | 'en';
}

const PLANT_HEADCOUNT: Record<PlantKey, number> = { steel: 130, food: 110, pack: 90 };
const PREFIX: Record<PlantKey, string> = { steel: 'ST', food: 'FD', pack: 'JA' };

function mobileOf(plant: PlantKey, n: number, rnd: Random) {
  const digits = String(1_000_000 + ((n * 7919 + rnd.int(0, 999)) % 9_000_000)).padStart(7, '0');
  return plant === 'pack'
    ? `05${rnd.pick(['0', '2', '5', '6'])}${digits}`
    : `01${rnd.pick(['0', '1', '2', '5'])}${digits}0`.slice(0, 11);
}

function arabicName(rnd: Random, plant: PlantKey) {
  const first = rnd.chance(0.25) ? rnd.pick(FEMALE) : rnd.pick(MALE);
  let father = rnd.pick(MALE);
  while (father === first) father = rnd.pick(MALE);
  const family = plant === 'pack' ? rnd.pick(GULF_FAMILY) : rnd.pick(FAMILY);
  return `${first} ${father} ${family}`;
}

/** The employee-code sheet: unique codes and names, the same for every build. */
export function employees(rnd: Random): Employee[] {
  const out: Employee[] = [];
  const names = new Set<string>();
  for (const plant of ['steel', 'food', 'pack'] as const) {
    for (let i = 0; i < PLANT_HEADCOUNT[plant]; i++) {
      const english = plant === 'pack' ? i % 5 < 3 : i % 13 === 0;
      let name = '';
      do {
        if (!english) name = arabicName(rnd, plant);
        else if (plant === 'pack') name = `${rnd.pick(LATIN_FIRST)} ${rnd.pick(LATIN_LAST)}`;
        else name = `${rnd.pick(EGYPT_LATIN)} ${rnd.pick(['Ali', 'Salem', 'Ibrahim', 'Shawky', 'Gamal', 'Refaat'])}`;
      } while (names.has(name));
      names.add(name);
      const code = `${PREFIX[plant]}-${String(10_000 + i * 7 + (plant === 'food' ? 3 : plant === 'pack' ? 5 : 1))}`;
      out.push({ code, name, mobile: mobileOf(plant, i, rnd), plant, lang: english ? 'en' : 'ar' });
    }
  }
  return out;
}

export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoUser {
  key: string;
  email: string;
  username: string;
  role: 'ADMIN' | 'CONSULTANT' | 'MBUL' | 'KEY_OWNER' | 'USER';
  plant?: PlantKey;
  lang: 'ar' | 'en';
  mobile: string;
  /** the portrait's colours: skin, hair, shirt, background */
  look: [string, string, string, string];
}

/** One account of each role that matters; the unit leads and key owners belong to a plant. */
export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.fikra.local',
    username: 'هشام الشريف',
    role: 'ADMIN',
    plant: 'steel',
    lang: 'ar',
    mobile: '01001234567',
    look: ['#c68c5a', '#2b2118', '#37474f', '#cfd8dc'],
  },
  {
    key: 'consultant',
    email: 'consultant@demo.fikra.local',
    username: 'سلمى عبد الرحمن',
    role: 'CONSULTANT',
    lang: 'ar',
    mobile: '01011234567',
    look: ['#d9a57a', '#4a2c1a', '#00695c', '#b2dfdb'],
  },
  {
    key: 'leadSteel',
    email: 'lead.steel@demo.fikra.local',
    username: 'كريم منصور',
    role: 'MBUL',
    plant: 'steel',
    lang: 'ar',
    mobile: '01021234567',
    look: ['#b87a4b', '#1b1b1b', '#1565c0', '#bbdefb'],
  },
  {
    key: 'leadFood',
    email: 'lead.food@demo.fikra.local',
    username: 'منى الجمال',
    role: 'MBUL',
    plant: 'food',
    lang: 'ar',
    mobile: '01101234567',
    look: ['#e0b08a', '#6d4c41', '#ad1457', '#f8bbd0'],
  },
  {
    key: 'leadPack',
    email: 'lead.pack@demo.fikra.local',
    username: 'Rajesh Nair',
    role: 'MBUL',
    plant: 'pack',
    lang: 'en',
    mobile: '0501234567',
    look: ['#8d5a3b', '#111111', '#ef6c00', '#ffe0b2'],
  },
  {
    key: 'ownerSteel',
    email: 'owner.steel@demo.fikra.local',
    username: 'عمرو فوزي',
    role: 'KEY_OWNER',
    plant: 'steel',
    lang: 'ar',
    mobile: '01201234567',
    look: ['#c08055', '#3e2723', '#455a64', '#d7ccc8'],
  },
  {
    key: 'ownerPack',
    email: 'owner.pack@demo.fikra.local',
    username: 'Joseph Mathew',
    role: 'KEY_OWNER',
    plant: 'pack',
    lang: 'en',
    mobile: '0521234567',
    look: ['#9c6644', '#212121', '#2e7d32', '#c8e6c9'],
  },
  {
    key: 'user',
    email: 'user@demo.fikra.local',
    username: 'هاني سعيد',
    role: 'USER',
    plant: 'food',
    lang: 'ar',
    mobile: '01501234567',
    look: ['#d1a074', '#2b2b2b', '#6a1b9a', '#e1bee7'],
  },
];
