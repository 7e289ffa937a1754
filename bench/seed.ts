import { initialIdeaStatus } from '@fikra/shared';
import { titleSql, titleVocabulary } from './ideaTitles.js';

/** Anything that runs one parameterised statement: a pg.Client, a pg.Pool or the app's Database. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface SeededHierarchy {
  companies: string[];
  factories: string[];
  /** area ids of each factory, by factory index */
  areasByFactory: string[][];
}

const COMPANIES: [string, string][] = [
  ['Nile Foods', 'أغذية النيل'],
  ['Delta Packaging', 'الدلتا للتعبئة'],
  ['Sinai Cement', 'أسمنت سيناء'],
  ['Red Sea Chemicals', 'كيماويات البحر الأحمر'],
];
const CITIES: [string, string][] = [
  ['Cairo', 'القاهرة'],
  ['Alexandria', 'الإسكندرية'],
  ['Suez', 'السويس'],
  ['Tanta', 'طنطا'],
  ['Assiut', 'أسيوط'],
  ['Ismailia', 'الإسماعيلية'],
  ['Mansoura', 'المنصورة'],
  ['Minya', 'المنيا'],
  ['Sohag', 'سوهاج'],
  ['Aswan', 'أسوان'],
];
const AREAS: [string, string][] = [
  ['Mixing', 'الخلط'],
  ['Filling line', 'خط التعبئة'],
  ['Packing', 'التغليف'],
  ['Warehouse', 'المخزن'],
  ['Maintenance shop', 'ورشة الصيانة'],
  ['Quality lab', 'معمل الجودة'],
];
const DEPARTMENTS = ['Production', 'Maintenance', 'Quality', 'Logistics', 'Safety', 'Engineering', 'Planning', 'Utilities'];
const NAMES = [
  'Ahmed Mohamed Ali',
  'Mona Hassan Ibrahim',
  'Omar Khaled Mahmoud',
  'Sara Adel Youssef',
  'Youssef Tarek Samir',
  'Nour Ahmed Fathy',
  'Karim Mostafa Said',
  'Huda Sami Abdelrahman',
];

async function insertKind(db: SqlRunner, kind: string, names: [string, string][], parents?: string[][]): Promise<string[]> {
  const rows = (await db.query(
    `insert into master_data (kind, name_en, name_ar)
     select $1, en, ar from unnest($2::text[], $3::text[]) with ordinality as t(en, ar, n) order by n returning id, name_en`,
    [kind, names.map((n) => n[0]), names.map((n) => n[1])],
  )) as { rows?: { id: string; name_en: string }[] } | { id: string; name_en: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  const byName = new Map(list.map((r) => [r.name_en, r.id]));
  const ids = names.map((n) => byName.get(n[0])!);
  if (parents) {
    const child: string[] = [];
    const parent: string[] = [];
    ids.forEach((id, i) => {
      for (const p of parents[i]) {
        child.push(id);
        parent.push(p);
      }
    });
    await db.query('insert into master_data_parents (child_id, parent_id) select unnest($1::uuid[]), unnest($2::uuid[])', [
      child,
      parent,
    ]);
  }
  return ids;
}

const numbered = (base: [string, string], n: number): [string, string] => [`${base[0]} ${n}`, `${base[1]} ${n}`];

/** A realistic hierarchy: 4 companies, 10 factories, 60 areas, 120 AIC mini businesses, 8 departments and cuts below. */
export async function seedHierarchy(
  db: SqlRunner,
): Promise<
  SeededHierarchy & { aics: string[]; departments: string[]; stages: string[]; firstCuts: string[]; secondCuts: string[] }
> {
  const companies = await insertKind(db, 'company', COMPANIES);
  const factories = await insertKind(
    db,
    'factoryBusinessUnit',
    CITIES.map((c) => [`${c[0]} plant`, `مصنع ${c[1]}`]),
    CITIES.map((_, i) => [companies[i % companies.length]]),
  );
  const areaNames = factories.flatMap((_, f) => AREAS.map((a) => numbered(a, f + 1)));
  const areas = await insertKind(
    db,
    'areaSection',
    areaNames,
    areaNames.map((_, i) => [factories[Math.floor(i / AREAS.length)]]),
  );
  const aicNames = areas.flatMap((_, a) => [numbered(['Cell A', 'الخلية أ'], a + 1), numbered(['Cell B', 'الخلية ب'], a + 1)]);
  const aics = await insertKind(
    db,
    'AICMiniBusiness',
    aicNames,
    aicNames.map((_, i) => [areas[Math.floor(i / 2)]]),
  );
  const departments = await insertKind(
    db,
    'department',
    DEPARTMENTS.map((d, i) => [d, `إدارة ${i + 1}`]),
    DEPARTMENTS.map(() => factories),
  );
  const child = async (kind: string, parents: string[], label: [string, string]) => {
    const names = parents.flatMap((_, p) => [numbered(label, p * 2 + 1), numbered(label, p * 2 + 2)]);
    return insertKind(
      db,
      kind,
      names,
      names.map((_, i) => [parents[Math.floor(i / 2)]]),
    );
  };
  const stages = await child('stage', departments, ['Stage', 'مرحلة']);
  const firstCuts = await child('firstCut', stages, ['First cut', 'القطع الأول']);
  const secondCuts = await child('secondCut', firstCuts, ['Second cut', 'القطع الثاني']);
  return {
    companies,
    factories,
    areasByFactory: factories.map((_, f) => areas.slice(f * AREAS.length, (f + 1) * AREAS.length)),
    aics,
    departments,
    stages,
    firstCuts,
    secondCuts,
  };
}

/**
 * Inserts `count` ideas spread over the hierarchy and the last ~2.5 years, in chunks of multi-row
 * INSERT ... SELECT from generate_series. Stage flags, summary columns and the status document agree:
 * about 75% evaluated (5% of all rejected), 50% approved, 30% implemented, 15% rewarded, some replicated.
 * Bigger factories get more ideas (the first ones), as in real plants.
 */
export async function seedIdeas(db: SqlRunner, count: number, onProgress?: (done: number) => void): Promise<SeededHierarchy> {
  const h = await seedHierarchy(db);
  const chunk = 10_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.query(INSERT_IDEAS, [
      from,
      to,
      count,
      h.companies,
      h.factories,
      h.areasByFactory.flat(),
      h.aics,
      h.departments,
      h.stages,
      h.firstCuts,
      h.secondCuts,
      NAMES,
      JSON.stringify(initialIdeaStatus()),
      ...titleVocabulary(),
    ]);
    onProgress?.(to);
  }
  return h;
}

const INSERT_IDEAS = `
insert into ideas (idea_text, idea_desc, idea_presenter_type, employee_name, employee_code, employee_phone,
  company_id, factory_business_unit_id, area_section_id, aic_minibusiness_id, department_id, stage_id, first_cut_id, second_cut_id,
  quarter, year, kaizen_type, effect_on_pqcdsm, estimated_annual_savings, status,
  evaluated_value, approved_value, implemented_value, rewarded_value, replicated_value, replication_type,
  total_ticks, priority, evaluated_by, approved_by, cost, savings, roi, reward, created_at, updated_at)
select
  title,
  'Details of suggestion ' || n || ': ' || title || '.',
  case when n % 9 = 0 then 'Visitor' else 'Employee' end,
  ($12::text[])[1 + n % 8],
  'E' || lpad((n % 20000)::text, 5, '0'),
  '010' || lpad((n % 100000000)::text, 8, '0'),
  ($4::uuid[])[1 + f % 4], ($5::uuid[])[1 + f], ($6::uuid[])[1 + f * 6 + a], ($7::uuid[])[1 + (f * 6 + a) * 2 + n % 2],
  ($8::uuid[])[1 + d], ($9::uuid[])[1 + d * 2 + n % 2], ($10::uuid[])[1 + (d * 2 + n % 2) * 2 + (n / 2) % 2],
  ($11::uuid[])[1 + ((d * 2 + n % 2) * 2 + (n / 2) % 2) * 2 + (n / 4) % 2],
  'Q' || extract(quarter from ts)::int, extract(year from ts)::int,
  (array['Quick win','Manufacturing','5S','Productivity','Quality','Cost','Delivery','Safety','Morale','Direct Cost','Supply Chain','Tooling','Other'])[1 + n % 13],
  case n % 4 when 0 then array['Productivity','Cost'] when 1 then array['Quality','Safety'] when 2 then array['Delivery'] else array['Cost','Morale','Quality'] end,
  (n % 50) * 1000,
  jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set($13::jsonb,
    '{evaluated,value}', to_jsonb(ev)), '{evaluated,accepted}', to_jsonb(not rejected)),
    '{approved,value}', to_jsonb(ap)), '{implemented,value}', to_jsonb(im)), '{rewarded,value}', to_jsonb(rw)),
    '{replicated,value}', to_jsonb(rtype <> 'Not Replicated')), '{replicated,type}', to_jsonb(rtype)),
    '{evaluated,reasonOfDenial}', case when rejected then '"High cost"'::jsonb else '""'::jsonb end),
  ev, ap, im, rw, rtype <> 'Not Replicated', rtype,
  ticks, case when ticks >= 4 then 'High' else 'Low' end,
  case when ev then 'consultant' end, case when ap then 'manager' end,
  case when im then cost else 0 end, case when im then savings else 0 end,
  case when im and cost > 0 then round(savings / cost, 2) end,
  case when rw then 500 + (n % 10) * 100 else 0 end,
  ts, ts
from (
  select n, f, a, d, ts, r < 0.75 as ev, r >= 0.70 and r < 0.75 as rejected, r < 0.50 as ap, r < 0.30 as im, r < 0.15 as rw,
    case when r < 0.30 and r2 < 0.15 then 'Fully Replicated' when r < 0.30 and r2 < 0.30 then 'Partially Replicated'
         when r < 0.30 and r2 < 0.40 then 'Can''t Be Replicated' else 'Not Replicated' end as rtype,
    case when r < 0.75 then floor(r3 * 8)::int else 0 end as ticks,
    (1000 + floor(r3 * 9000))::numeric as cost, floor(r2 * 60000)::numeric as savings
  from (
    select n, floor(power(random(), 1.3) * 10)::int as f, floor(random() * 6)::int as a, floor(random() * 8)::int as d,
      random() as r, random() as r2, random() as r3,
      now() - ($3::int - n) * interval '13 minutes' - random() * interval '10 minutes' as ts
    from generate_series($1::int, $2::int) as n
  ) g
) x, ${titleSql('x.n', 14)}`;
