import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../scripts/demoData.js';
import { createTestContext, type TestContext } from './helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('npm run seed:demo', () => {
  it('creates a bilingual demo company with ideas in every stage, through the API rules, once', async () => {
    expect(await seedDemo(t.app, t.db)).toBe(true);
    const stages = await t.db.query<Record<string, boolean | string>>(
      `select evaluated_value as e, approved_value as a, implemented_value as i, rewarded_value as r,
              replication_type as rep, status->'evaluated'->>'accepted' as decision, priority
         from ideas order by idea_number`,
    );
    expect(stages).toHaveLength(8);
    expect(stages.filter((s) => !s.e && s.decision === 'true')).toHaveLength(1); // a new idea
    expect(stages.filter((s) => s.e && !s.a)).toHaveLength(2); // evaluated (accepted) and rejected
    expect(stages.filter((s) => s.a && !s.i)).toHaveLength(1);
    expect(stages.filter((s) => s.i && !s.r)).toHaveLength(1);
    expect(stages.filter((s) => s.r)).toHaveLength(2);
    expect(stages.filter((s) => s.rep === 'Fully Replicated')).toHaveLength(1);
    expect(stages.filter((s) => s.decision === 'hold')).toHaveLength(1);
    expect(stages.filter((s) => s.e && s.decision === 'true').every((s) => s.priority === 'High')).toBe(true);
    const [{ count: codes }] = await t.db.query<{ count: string }>('select count(*) from employee_codes');
    expect(Number(codes)).toBe(3);
    const names = await t.db.query<{ name_ar: string }>(`select name_ar from master_data where kind = 'company'`);
    expect(names.map((n) => n.name_ar)).toEqual(['النيل للأغذية']);
    expect(await seedDemo(t.app, t.db)).toBe(false);
  });
});
