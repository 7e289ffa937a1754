import type { IdeaSubmissionInput } from '@fikra/shared';
import type { TestContext } from '../../../test/helpers.js';

/** Inserts a master-data record under the given parents. */
export async function masterData(t: TestContext, kind: string, name: string, parents: string[] = []) {
  const [row] = await t.db.query<{ id: string }>(
    'insert into master_data (kind, name_en, name_ar) values ($1, $2, $3) returning id',
    [kind, name, `${name} (ar)`],
  );
  for (const p of parents) await t.db.query('insert into master_data_parents (child_id, parent_id) values ($1, $2)', [row.id, p]);
  return row.id;
}

/** Two companies' worth of hierarchy: a full chain under `acme`, and a second unit to mismatch with. */
export async function seedHierarchy(t: TestContext) {
  const company = await masterData(t, 'company', 'Acme Foods');
  const otherCompany = await masterData(t, 'company', 'Other Group');
  const factory = await masterData(t, 'factoryBusinessUnit', 'Cairo Plant', [company]);
  const otherFactory = await masterData(t, 'factoryBusinessUnit', 'Alex Plant', [otherCompany]);
  const area = await masterData(t, 'areaSection', 'Filling Line', [factory]);
  const otherArea = await masterData(t, 'areaSection', 'Packing Hall', [otherFactory]);
  const aic = await masterData(t, 'AICMiniBusiness', 'Bottling Cell', [area]);
  const otherAic = await masterData(t, 'AICMiniBusiness', 'Carton Cell', [otherArea]);
  const department = await masterData(t, 'department', 'Maintenance', [factory]);
  const otherDepartment = await masterData(t, 'department', 'Logistics', [otherFactory]);
  const stage = await masterData(t, 'stage', 'Preparation', [department]);
  const otherStage = await masterData(t, 'stage', 'Dispatch', [otherDepartment]);
  const firstCut = await masterData(t, 'firstCut', 'Mixing', [stage]);
  const otherFirstCut = await masterData(t, 'firstCut', 'Loading', [otherStage]);
  const secondCut = await masterData(t, 'secondCut', 'Dosing', [firstCut]);
  const otherSecondCut = await masterData(t, 'secondCut', 'Stacking', [otherFirstCut]);
  return {
    company,
    otherCompany,
    factory,
    otherFactory,
    area,
    otherArea,
    aic,
    otherAic,
    department,
    otherDepartment,
    stage,
    otherStage,
    firstCut,
    otherFirstCut,
    secondCut,
    otherSecondCut,
  };
}
export type Hierarchy = Awaited<ReturnType<typeof seedHierarchy>>;

/** A body the server accepts. */
export const validIdea = (h: Hierarchy, patch: Partial<Record<keyof IdeaSubmissionInput, unknown>> = {}) => ({
  ideaPresenterType: 'Visitor',
  employeeName: 'Mona Hassan Ibrahim',
  employeeCode: 'V-2026',
  employeePhone: '01012345678',
  factoryBusinessUnit: h.factory,
  areaSection: h.area,
  kaizenType: 'Quick win',
  effectOnPQCDSM: ['Quality', 'Cost'],
  estimatedAnualSavings: 12000,
  ideaText: 'Reuse the rinse water of the filling line',
  ideaDesc: 'Collect the final rinse water in a tank and use it for the first rinse of the next batch.',
  ...patch,
});

export async function countIdeas(t: TestContext) {
  const [row] = await t.db.query<{ n: string }>('select count(*) as n from ideas');
  return Number(row.n);
}
