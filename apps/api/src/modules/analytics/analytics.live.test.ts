import { ANALYTICS_COUNTS } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { insertMasterData, useTestContext } from '../../../test/factories.js';
import { recordFactory } from '../../../test/recordFactory.js';
import { insertDashboardIdea } from '../../../test/scenarios/dashboard.js';

const t = useTestContext();

const unit = (name: string) => insertMasterData(t, 'factoryBusinessUnit', name, name);

const count = async (what: string, token?: string) => {
  const res = await t.request({ method: 'GET', url: `/v1/analytics/${what}`, token });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /v1/analytics/<name>: the header counts (spec §7)', () => {
  it('counts ideas and users; a unit-scoped caller counts only their unit', async () => {
    const north = await unit('North plant');
    const south = await unit('South plant');
    const base = { company: null, code: 'E1', kaizenType: 'Quality', effects: ['Quality'] };
    await insertDashboardIdea(t, { ...base, unit: north, created: '2026-01-05' });
    await insertDashboardIdea(t, { ...base, unit: north, created: '2026-02-05' });
    await insertDashboardIdea(t, { ...base, unit: south, created: '2026-02-07' });
    const { token } = await t.login('CONSULTANT');
    await t.createUser('USER', { factoryBusinessUnitId: south });
    const mbul = await t.login('MBUL', { factoryBusinessUnitId: north });
    const keyOwner = await t.login('KEY_OWNER', { factoryBusinessUnitId: south });

    expect(await count('ideas', token)).toEqual({ status: 200, body: { count: 3 } });
    expect(await count('users', token)).toEqual({ status: 200, body: { count: 4 } });
    expect(await count('ideas', mbul.token)).toEqual({ status: 200, body: { count: 2 } });
    expect(await count('users', mbul.token)).toEqual({ status: 200, body: { count: 1 } });
    expect(await count('ideas', keyOwner.token)).toEqual({ status: 200, body: { count: 1 } });
    expect(await count('users', keyOwner.token)).toEqual({ status: 200, body: { count: 2 } });
  });

  it('counts the clients, projects and assessments of the records module, for every signed-in role', async () => {
    const { token } = await t.login('USER');
    for (const what of ['clients', 'projects', 'assessments']) {
      expect(await count(what, token)).toEqual({ status: 200, body: { count: 0 } });
    }
    const admin = await t.login('ADMIN');
    await t.setRecordsModule(true);
    const records = recordFactory(t, admin.token, admin.id);
    // an assessment creates its client and project on the way, a project its own client
    await records.create('assessment');
    await records.create('project');
    const totals: Record<string, number> = {};
    for (const [what, path] of [
      ['clients', 'client'],
      ['projects', 'project'],
      ['assessments', 'assessment'],
    ]) {
      totals[what] = (await t.request({ method: 'GET', url: `/v1/${path}/all`, token: admin.token })).json().total;
      expect(await count(what, token)).toEqual({ status: 200, body: { count: totals[what] } });
    }
    expect(totals).toEqual({ clients: 2, projects: 2, assessments: 1 });
  });

  it.each(ANALYTICS_COUNTS)('%s needs a session', async (what) => {
    expect((await count(what)).status).toBe(401);
  });
});

describe('the figures follow what the workflow writes', () => {
  it('a submitted idea taken through evaluation, approval and implementation with the API shows in the charts', async () => {
    const plant = await unit('East plant');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const id = await insertDashboardIdea(t, {
      company: null,
      unit: plant,
      code: 'E7',
      kaizenType: 'Cost',
      effects: ['Cost'],
      created: yesterday,
    });
    const { token } = await t.login('ADMIN');
    const bodies = {
      evaluated: { accepted: true, questions: { isItCheap: true }, responsiblePerson: ['Omar'], dueDate: '2026-04-01' },
      approved: { accepted: true, estimatedSavings: { amount: 1200, type: 'Cost Avoidance' } },
      implemented: { accepted: true, cost: 300, savings: 900 },
    };
    let version = 0;
    for (const [key, body] of Object.entries(bodies)) {
      const res = await t.request({
        method: 'PUT',
        url: `/v1/idea-crud/updateStatus/${id}/${key}`,
        token,
        payload: { ...body, version },
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    const res = await t.request({ method: 'GET', url: `/v1/analytics/dashboard?factoryBusinessUnit=${plant}`, token });
    const d = res.json();
    expect(d.funnel.map((s: { count: number }) => s.count)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(d.savings.totals).toMatchObject({
      estimated: { hard: 0, avoidance: 1200, total: 1200 },
      actual: { hard: 0, avoidance: 900, total: 900 },
      cost: 300,
      roi: 3,
    });
    expect(d.cycleTime.map((c: { ideas: number }) => c.ideas)).toEqual([1, 1, 1]);
    expect(d.cycleTime.every((c: { medianDays: number }) => c.medianDays > 0 && c.medianDays < 2)).toBe(true);
  });
});
