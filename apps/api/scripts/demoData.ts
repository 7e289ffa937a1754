/**
 * A bilingual demo company created through the API itself (so every rule applies): master data, employee
 * codes, users of several roles, and ideas in every stage. Used by `npm run seed:demo`.
 */
import type { StatusKey } from '@fikra/shared';
import type { FastifyInstance } from 'fastify';
import { usersRepository } from '../src/data/users.repository.js';
import type { Database } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_USERS = [
  ['demo.admin@fikra.local', 'Demo Admin', 'ADMIN'],
  ['demo.consultant@fikra.local', 'Salma Consultant', 'CONSULTANT'],
  ['demo.mbul@fikra.local', 'Karim Unit Lead', 'MBUL'],
  ['demo.user@fikra.local', 'Hany Employee', 'USER'],
] as const;

/** Seeds the demo company once; returns false when it is already there. */
export async function seedDemo(app: FastifyInstance, db: Database): Promise<boolean> {
  const users = usersRepository(db);
  if (await users.findByEmail(DEMO_USERS[0][0])) return false;
  const call = async <T = { _id: string }>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token?: string,
  ): Promise<T> => {
    const res = await app.inject({
      method,
      url: `/v1${url}`,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode}: ${res.body}`);
    return res.json() as T;
  };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [email, username, role] of DEMO_USERS) {
    await users.insert({ email, username, passwordHash, userType: role, mobile: '01000000000', defaultLang: 'ar' });
  }
  const { token } = await call<{ token: string }>('POST', '/auth/login', { email: DEMO_USERS[0][0], password: DEMO_PASSWORD });
  const add = (path: string, en: string, ar: string, parents: Record<string, string[]> = {}) =>
    call('POST', `/${path}`, { name: { en, ar }, ...parents }, token).then((r) => r._id);

  const company = await add('company', 'Nile Foods', 'النيل للأغذية');
  const cairo = await add('factory-businessUnit', 'Cairo Plant', 'مصنع القاهرة', { companies: [company] });
  const alex = await add('factory-businessUnit', 'Alexandria Plant', 'مصنع الإسكندرية', { companies: [company] });
  const packing = await add('area-section', 'Packing Hall', 'صالة التعبئة', { factoryBusinessUnit: [cairo] });
  const mixing = await add('area-section', 'Mixing Line', 'خط الخلط', { factoryBusinessUnit: [cairo] });
  const warehouse = await add('area-section', 'Main Warehouse', 'المخزن الرئيسي', { factoryBusinessUnit: [alex] });
  const cell = await add('AIC-minibusiness', 'Packing Cell A', 'خلية التعبئة أ', { areaSection: [packing] });
  const production = await add('department', 'Production', 'الإنتاج', { factories: [cairo, alex] });
  const maintenance = await add('department', 'Maintenance', 'الصيانة', { factories: [cairo] });
  const filling = await add('stage', 'Filling', 'التعبئة', { departments: [production] });
  await add('stage', 'Preventive Care', 'الصيانة الوقائية', { departments: [maintenance] });
  const dosing = await add('first-cut', 'Dosing', 'المعايرة', { stages: [filling] });
  const nozzles = await add('second-cut', 'Nozzles', 'الفوهات', { firstCuts: [dosing] });
  await db.query(`update users set factory_business_unit_id = $1, company_id = $2 where email like 'demo.%'`, [cairo, company]);

  const employees = [
    { code: 'EMP1001', name: 'محمد أحمد علي', mobile: '01011111111' },
    { code: 'EMP1002', name: 'Sara Mahmoud Hassan', mobile: '01022222222' },
    { code: 'EMP1003', name: 'أحمد سمير فتحي', mobile: '01033333333' },
  ];
  await call('POST', '/employee-sheet/createMany', { data: employees }, token);

  const ideas = [
    ['Reuse the rinse water of the mixing tanks for the first cleaning cycle', 'Quality', mixing],
    ['استخدام حساسات لإيقاف السير الناقل عند خلو الخط من العبوات', 'Productivity', packing],
    ['Mark the forklift lanes in the warehouse with floor paint and mirrors', 'Safety', warehouse],
    ['تقليل زمن تغيير الفوهات باستخدام قوالب جاهزة ومفاتيح سريعة', 'Quick win', packing],
    ['Label every spare part shelf with its SAP code and a minimum stock line', '5S', warehouse],
    ['توحيد أحجام الكراتين لتقليل الهالك في خط التعبئة', 'Cost', packing],
    ['Replace the manual dosing scoop with a calibrated volumetric doser', 'Quality', mixing],
    ['تركيب إضاءة موفرة للطاقة بحساسات حركة في المخزن', 'Cost', warehouse],
  ] as const;
  const created: { _id: string }[] = [];
  for (const [i, [text, kaizenType, area]] of ideas.entries()) {
    const employee = employees[i % employees.length];
    const inAlex = area === warehouse;
    created.push(
      await call('POST', '/idea-crud', {
        ideaPresenterType: i === 7 ? 'Visitor' : 'Employee',
        employeeName: i === 7 ? 'Visitor Omar Adel' : employee.name,
        employeeCode: i === 7 ? 'VISITOR-8' : employee.code,
        employeePhone: employee.mobile,
        factoryBusinessUnit: inAlex ? alex : cairo,
        areaSection: area,
        ...(area === packing
          ? { AICMinibusiness: cell, department: production, stage: filling, firstCut: dosing, secondCut: nozzles }
          : {}),
        kaizenType,
        effectOnPQCDSM: [kaizenType === 'Safety' ? 'Safety' : 'Productivity', 'Cost'],
        estimatedAnualSavings: 5000 * (i + 1),
        ideaText: text,
        ideaDesc: `${text}. The current way wastes time and material every shift; the proposal removes that waste.`,
      }),
    );
  }

  const decide = async (id: string, key: StatusKey, body: Record<string, unknown>) => {
    const idea = await call<{ version: number }>('GET', `/idea-crud/${id}`, undefined, token);
    await call('PUT', `/idea-crud/updateStatus/${id}/${key}`, { ...body, version: idea.version }, token);
  };
  const evaluate = (id: string) =>
    decide(id, 'evaluated', {
      accepted: true,
      questions: { isItCheap: true, isItEasyToImplement: true, canWeImplementItOurselves: true, isItUrgent: true },
      responsiblePerson: ['Karim Unit Lead'],
      canBeReplicated: true,
    });
  const approve = (id: string) =>
    decide(id, 'approved', { accepted: true, estimatedSavings: { amount: 40000, type: 'Hard Saving' } });
  const implement = (id: string) =>
    decide(id, 'implemented', {
      accepted: true,
      cost: 8000,
      savings: 32000,
      equipmentName: 'Filler 3',
      PQCDSM_Impact: [{ key: 'Productivity', value: 30 }],
    });
  const reward = (id: string) => decide(id, 'rewarded', { accepted: true, savings: 1500, eventName: 'Kaizen Day Q4' });

  const [evaluated, approved, implemented, rewarded, replicated, rejected, held] = created.map((c) => c._id);
  await evaluate(evaluated);
  for (const id of [approved, implemented, rewarded, replicated]) {
    await evaluate(id);
    await approve(id);
  }
  for (const id of [implemented, rewarded, replicated]) await implement(id);
  for (const id of [rewarded, replicated]) await reward(id);
  await decide(replicated, 'replicated', { type: 'Fully Replicated' });
  await decide(rejected, 'evaluated', { accepted: false, reasonOfDenial: 'Already submitted before' });
  await decide(held, 'evaluated', { accepted: 'hold', reasonOfHold: 'Waiting for the supplier quotation' });

  return true;
}
