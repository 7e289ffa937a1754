/**
 * A small, hand-countable data set for the dashboard tests, written through the factories.
 * The expected figures of analytics.test.ts are worked out from the table in `seedDashboard` by hand.
 */
import { type IdeaStatus, ideaSummary, initialIdeaStatus, type ReplicationType } from '@fikra/shared';
import { insertIdea, insertMasterData, type TestContext } from '../factories.js';

const at = (day: string) => `${day}T08:00:00.000Z`;

interface Decision {
  /** the day of the decision */
  on: string;
  accepted?: boolean | 'hold';
}

export interface IdeaSpec {
  created: string;
  unit: string;
  company: string | null;
  presenter?: 'Employee' | 'Visitor';
  code: string;
  kaizenType: string;
  effects: string[];
  evaluated?: Decision;
  approved?: Decision & { estimate?: number; type?: 'Hard Saving' | 'Cost Avoidance' };
  implemented?: Decision & { savings: number; cost: number };
  rewarded?: Decision;
  replicated?: ReplicationType;
}

/** The status document the workflow would have written for these decisions. */
function statusOf(spec: IdeaSpec): IdeaStatus {
  const s = initialIdeaStatus();
  const decide = (stage: { value: boolean; date: string | null; accepted: boolean | 'hold' }, d: Decision | undefined) => {
    if (!d) return;
    const accepted = d.accepted ?? true;
    stage.accepted = accepted;
    if (accepted !== 'hold') {
      stage.value = true;
      stage.date = at(d.on);
    }
  };
  decide(s.evaluated, spec.evaluated);
  decide(s.approved, spec.approved);
  if (spec.approved)
    s.approved.estimatedSavings = { amount: spec.approved.estimate ?? 0, type: spec.approved.type ?? 'Hard Saving' };
  decide(s.implemented, spec.implemented);
  if (spec.implemented) {
    s.implemented.savings = spec.implemented.savings;
    s.implemented.cost = spec.implemented.cost;
  }
  decide(s.rewarded, spec.rewarded);
  if (spec.replicated) s.replicated = { value: true, date: at(spec.created), type: spec.replicated };
  return s;
}

/** One idea of the data set: its status as the workflow would have written it, and the summary columns of it. */
export async function insertDashboardIdea(t: TestContext, spec: IdeaSpec): Promise<string> {
  const status = statusOf(spec);
  const sum = ideaSummary(status);
  const { id } = await insertIdea(t, {
    ideaText: 'Use gravity rollers on line 3 to move cartons',
    ideaDesc: 'Cartons are carried by hand between stations today',
    presenter: spec.presenter ?? 'Employee',
    employeeName: 'Omar Khaled Hassan',
    employeeCode: spec.code,
    company: spec.company,
    factory: spec.unit,
    kaizenType: spec.kaizenType,
    effects: spec.effects,
    status,
    createdAt: at(spec.created),
    columns: {
      evaluated_value: sum.values.evaluated,
      approved_value: sum.values.approved,
      implemented_value: sum.values.implemented,
      rewarded_value: sum.values.rewarded,
      replicated_value: sum.values.replicated,
      replication_type: sum.replicationType,
      cost: sum.cost,
      savings: sum.savings,
    },
  });
  return id;
}

/**
 * Two companies; units Alpha and Beta in the first, Gamma in the second; nine ideas (eight submitted in
 * Q1 2026, one in December 2025 whose decisions fall in Q1); an employee code sheet of four codes.
 */
export async function seedDashboard(t: TestContext) {
  const company = await insertMasterData(t, 'company', 'Nile Foods', 'أغذية النيل');
  const otherCompany = await insertMasterData(t, 'company', 'Delta Packaging', 'الدلتا للتعبئة');
  const alpha = await insertMasterData(t, 'factoryBusinessUnit', 'Alpha plant', 'مصنع ألفا', [company]);
  const beta = await insertMasterData(t, 'factoryBusinessUnit', 'Beta plant', 'مصنع بيتا', [company]);
  const gamma = await insertMasterData(t, 'factoryBusinessUnit', 'Gamma plant', 'مصنع جاما', [otherCompany]);
  const inAlpha = { company, unit: alpha };
  const inBeta = { company, unit: beta };
  const ideas: Record<string, IdeaSpec> = {
    // fully through: rewarded and fully replicated
    i1: {
      ...inAlpha,
      created: '2026-01-10',
      code: 'E001',
      kaizenType: 'Quality',
      effects: ['Quality', 'Cost'],
      evaluated: { on: '2026-01-12' },
      approved: { on: '2026-01-20', estimate: 1000 },
      implemented: { on: '2026-02-09', savings: 3000, cost: 1000 },
      rewarded: { on: '2026-02-15' },
      replicated: 'Fully Replicated',
    },
    // rejected at approval
    i2: {
      ...inAlpha,
      created: '2026-01-15',
      code: 'E002',
      kaizenType: '5S',
      effects: ['Safety'],
      evaluated: { on: '2026-01-16' },
      approved: { on: '2026-01-25', accepted: false },
    },
    // on hold at evaluation
    i3: {
      ...inBeta,
      created: '2026-02-03',
      code: 'E001',
      kaizenType: 'Quality',
      effects: ['Quality'],
      evaluated: { on: '2026-02-04', accepted: 'hold' },
    },
    // cost avoidance, partially replicated
    i4: {
      ...inBeta,
      created: '2026-02-10',
      code: 'E003',
      kaizenType: 'Cost',
      effects: ['Cost', 'Productivity'],
      evaluated: { on: '2026-02-14' },
      approved: { on: '2026-02-16', estimate: 2000, type: 'Cost Avoidance' },
      implemented: { on: '2026-03-12', savings: 5000, cost: 2500 },
      replicated: 'Partially Replicated',
    },
    // a visitor's new idea
    i5: { ...inAlpha, created: '2026-03-05', presenter: 'Visitor', code: 'V-9', kaizenType: 'Other', effects: ['Morale'] },
    // rejected at evaluation, by an employee not on the code sheet
    i6: {
      ...inBeta,
      created: '2026-03-20',
      code: 'E004',
      kaizenType: 'Quality',
      effects: ['Delivery'],
      evaluated: { on: '2026-03-23', accepted: false },
    },
    // submitted before the period; evaluated and approved in it, implemented after it
    i7: {
      ...inAlpha,
      created: '2025-12-20',
      code: 'E005',
      kaizenType: 'Safety',
      effects: ['Safety'],
      evaluated: { on: '2026-01-02' },
      approved: { on: '2026-01-05', estimate: 500 },
      implemented: { on: '2026-04-02', savings: 700, cost: 100 },
    },
    // the other company's unit
    i8: {
      company: otherCompany,
      unit: gamma,
      created: '2026-01-20',
      code: 'E006',
      kaizenType: 'Productivity',
      effects: ['Productivity'],
      evaluated: { on: '2026-01-21' },
      approved: { on: '2026-01-22', estimate: 100 },
      implemented: { on: '2026-01-30', savings: 400, cost: 0 },
    },
    // implemented without savings
    i9: {
      ...inAlpha,
      created: '2026-03-01',
      code: 'E002',
      kaizenType: 'Quick win',
      effects: ['Productivity'],
      evaluated: { on: '2026-03-02' },
      approved: { on: '2026-03-03', estimate: 0 },
      implemented: { on: '2026-03-25', savings: 0, cost: 0 },
    },
  };
  for (const spec of Object.values(ideas)) await insertDashboardIdea(t, spec);
  await t.db.query(
    `insert into employee_codes (code, name) values ('E001', 'Ahmed Ali'), ('E002', 'Mona Hassan'), ('E003', 'Omar Said'), ('E010', 'Sara Adel')`,
  );
  return { company, otherCompany, alpha, beta, gamma };
}

export type DashboardSeed = Awaited<ReturnType<typeof seedDashboard>>;
