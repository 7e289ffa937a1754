/**
 * The records module turned on, and a handful of records of every kind: the consulting side of the kaizen programme
 * (countries, cities, clients and their sites, consultants, projects, assessments with their questions and
 * answers) and a few notifications sent by hand.
 */
import type { DemoContext } from './context.js';
import type { Bilingual } from './plant.js';

const b = (en: string, ar: string): Bilingual => ({ en, ar });

export async function buildRecords(ctx: DemoContext) {
  const token = ctx.users.admin.token;
  const add = (path: string, body: Record<string, unknown>) => ctx.api.post(`/${path}`, body, token).then((r) => r._id);
  const named = (path: string, name: Bilingual, extra: Record<string, unknown> = {}) => add(path, { name, ...extra });

  // the demo plant shows the optional records module (off on a new plant, decision 030): the admin turns it on
  const settings = await ctx.api.get('/plant-settings', token);
  await ctx.api.put('/plant-settings', { ...settings, recordsEnabled: true }, token);

  const egypt = await named('country', b('Egypt', 'مصر'));
  const uae = await named('country', b('United Arab Emirates', 'الإمارات العربية المتحدة'));
  await named('country', b('Saudi Arabia', 'المملكة العربية السعودية'));
  const ramadan = await named('city', b('10th of Ramadan City', 'مدينة العاشر من رمضان'), { country: egypt });
  const sadat = await named('city', b('Sadat City', 'مدينة السادات'), { country: egypt });
  await named('city', b('Cairo', 'القاهرة'), { country: egypt });
  const dubai = await named('city', b('Dubai', 'دبي'), { country: uae });
  const steelIndustry = await named('industry', b('Steel', 'الصلب'));
  const foodIndustry = await named('industry', b('Food and Beverage', 'الأغذية والمشروبات'));
  const packIndustry = await named('industry', b('Packaging', 'التعبئة والتغليف'));
  const lead = await named('job-title', b('Lead Lean Consultant', 'استشاري أول للتحسين المستمر'));
  const coach = await named('job-title', b('Kaizen Coach', 'مدرب كايزن'));
  await named('job-title', b('Continuous Improvement Engineer', 'مهندس تحسين مستمر'));

  const nile = await named('client', b('Nile Valley Industries', 'وادي النيل للصناعات'), {
    industry: steelIndustry,
    country: egypt,
    city: ramadan,
    contactName: 'م. هشام الشريف',
    email: 'kaizen@nilevalley.example',
    phone: '0225551234',
    website: 'https://nilevalley.example',
    address: 'المنطقة الصناعية الثالثة، مدينة العاشر من رمضان',
  });
  const nileFood = await named('client', b('Nile Valley Foods', 'وادي النيل للأغذية'), {
    industry: foodIndustry,
    country: egypt,
    city: sadat,
    contactName: 'منى الجمال',
    email: 'quality@nilevalleyfoods.example',
  });
  const gulf = await named('client', b('Gulf Pack Industries', 'الخليج لصناعات التغليف'), {
    industry: packIndustry,
    country: uae,
    city: dubai,
    contactName: 'Rajesh Nair',
    email: 'ci@gulfpack.example',
    phone: '048801234',
    address: 'Plot S-20411, Jebel Ali Free Zone, Dubai',
  });
  const ramadanSite = await named('location', b('Industrial Zone 3', 'المنطقة الصناعية الثالثة'), {
    client: nile,
    city: ramadan,
  });
  await named('location', b('Sadat Industrial Area', 'المنطقة الصناعية بالسادات'), { client: nileFood, city: sadat });
  const jafza = await named('location', b('Jebel Ali Free Zone', 'المنطقة الحرة بجبل علي'), { client: gulf, city: dubai });
  const meltShop = await named('facility', b('Melt Shop Building', 'مبنى وحدة الصهر'), {
    client: nile,
    location: ramadanSite,
    description: 'فرنان كهربائيان بطاقة 120 طنًا للصبة وفرن بوتقة',
  });
  const printHall = await named('facility', b('Printing Hall', 'صالة الطباعة'), {
    client: gulf,
    location: jafza,
    description: 'Two six-colour flexo presses and an ink kitchen',
  });
  const salma = await named('consultant', b('Salma Abdelrahman', 'سلمى عبد الرحمن'), {
    jobTitle: lead,
    email: 'consultant@demo.fikra.local',
    phone: '01011234567',
  });
  const tamer = await named('consultant', b('Tamer Youssef', 'تامر يوسف'), {
    jobTitle: coach,
    email: 'tamer.youssef@demo.fikra.local',
  });
  const year = ctx.clock.daysAgo(330).toISOString().slice(0, 10);
  const steelProject = await named('project', b('Kaizen Programme, Steel', 'برنامج الكايزن، الصلب'), {
    client: nile,
    consultant: salma,
    facility: meltShop,
    startDate: year,
    status: 'active',
    description: 'برنامج مقترحات العاملين وورش التحسين السريع في وحدة الصهر والدرفلة',
  });
  await named('project', b('5S Roll-out, Printing Hall', 'تطبيق 5S في صالة الطباعة'), {
    client: gulf,
    consultant: tamer,
    facility: printHall,
    startDate: ctx.clock.daysAgo(200).toISOString().slice(0, 10),
    endDate: ctx.clock.daysAgo(60).toISOString().slice(0, 10),
    status: 'completed',
    description: 'Sort, set in order and shine in the printing hall, with monthly audits',
  });

  const maturity = await named('assessment-type', b('Lean Maturity Assessment', 'تقييم نضج التحسين المستمر'), {
    description: 'تقييم سنوي لمدى انتشار ثقافة التحسين المستمر في المصنع',
  });
  const audit = await named('assessment-type', b('5S Audit', 'تدقيق 5S'), {
    description: 'Monthly audit of the five S in each area',
  });
  const q1 = await named(
    'question',
    b('Do operators submit improvement ideas every month?', 'هل يقدم المشغلون أفكارًا للتحسين كل شهر؟'),
    {
      assessmentType: maturity,
      order: 1,
    },
  );
  const q2 = await named('question', b('Are the ideas answered within two weeks?', 'هل يتم الرد على الأفكار خلال أسبوعين؟'), {
    assessmentType: maturity,
    order: 2,
  });
  await named('question', b('Is every tool in its marked place?', 'هل كل أداة في مكانها المحدد؟'), {
    assessmentType: audit,
    order: 1,
  });
  const a1 = await named('offered-answer', b('Most of them', 'معظمهم'), { question: q1, score: 75 });
  await named('offered-answer', b('Only a few', 'عدد قليل منهم'), { question: q1, score: 25 });
  const a2 = await named('offered-answer', b('Usually', 'غالبًا'), { question: q2, score: 60 });
  const s1 = await named('sub-answer', b('In the production areas', 'في مناطق الإنتاج'), { offeredAnswer: a1 });
  await named('sub-answer', b('In the support departments', 'في الإدارات المساندة'), { offeredAnswer: a1 });
  await named('assessment', b('Steel plant maturity review', 'مراجعة نضج مصنع الصلب'), {
    assessmentType: maturity,
    client: nile,
    project: steelProject,
    date: ctx.clock.daysAgo(40).toISOString().slice(0, 10),
    status: 'completed',
    answers: [
      { question: q1, offeredAnswer: a1, subAnswers: [s1], note: 'المشاركة أعلى في وحدة الصهر' },
      { question: q2, offeredAnswer: a2 },
    ],
  });
  await named('assessment', b('Printing hall 5S audit', 'تدقيق 5S لصالة الطباعة'), {
    assessmentType: audit,
    client: gulf,
    date: ctx.clock.daysAgo(12).toISOString().slice(0, 10),
    status: 'inProgress',
  });

  // notifications sent by hand, beside those the ideas' events wrote
  const sent = [
    [
      ctx.users.consultant,
      b('Kaizen Day next Thursday', 'يوم الكايزن الخميس القادم'),
      b(
        'Please bring the three best ideas of your plant to the quarterly Kaizen Day.',
        'برجاء إحضار أفضل ثلاث أفكار في مصنعك إلى يوم الكايزن الربع سنوي.',
      ),
    ],
    [
      ctx.users.leadPack,
      b('Monthly 5S audit', 'تدقيق 5S الشهري'),
      b('The printing hall audit is scheduled for Sunday morning.', 'تدقيق صالة الطباعة مقرر صباح الأحد.'),
    ],
  ] as const;
  for (const [user, title, body] of sent) await add('notification', { user: user.id, title, body, link: '/admin/dashboard' });
}
