/** Spreading ideas through the API (issue 32): an implemented replicable idea, proposals and their outcomes. */
import { initialIdeaStatus } from '@fikra/shared';
import { ideaRow, insertIdea, insertImage, insertMasterData, insertUnit, type TestContext } from '../factories.js';
import { ACCEPT, acceptStages, putStage } from './workflow.js';

/** A company with four plants (Cairo, Alexandria, Suez, Aswan) and a line in Alexandria. */
export async function seedPlants(t: TestContext) {
  const company = await insertMasterData(t, 'company', 'Delta Group', 'مجموعة الدلتا');
  const plant = (en: string, ar: string) => insertMasterData(t, 'factoryBusinessUnit', en, ar, [company]);
  const cairo = await plant('Cairo works', 'مصنع القاهرة');
  const alex = await plant('Alexandria works', 'مصنع الإسكندرية');
  const suez = await plant('Suez works', 'مصنع السويس');
  const aswan = await plant('Aswan works', 'مصنع أسوان');
  const alexLine = await insertMasterData(t, 'areaSection', 'Alexandria line 2', 'خط الإسكندرية 2', [alex]);
  return { company, cairo, alex, suez, aswan, alexLine };
}

/**
 * An idea of the unit taken through evaluation (can be replicated), approval and implementation with a before
 * and an after photo and savings, and its knowledge table saved; returns its id, photos and version.
 */
export async function spreadableIdea(t: TestContext, admin: string, unit: string, opts: { replicable?: boolean } = {}) {
  const { id, ideaNumber } = await insertIdea(t, { factory: unit, ideaText: 'Magnetic guides on the capper' });
  const before = await insertImage(t);
  const after = await insertImage(t);
  let version = (await ideaRow(t, id)).version;
  const steps: [string, Record<string, unknown>][] = [
    ['evaluated', { ...ACCEPT.evaluated, canBeReplicated: opts.replicable ?? true }],
    ['approved', ACCEPT.approved],
    ['implemented', { ...ACCEPT.implemented, savings: 90000, before: [before], after: [after] }],
  ];
  for (const [key, body] of steps) {
    const res = await putStage(t, admin, id, key, { ...body, version });
    if (res.statusCode !== 200) throw new Error(`${key}: ${res.body}`);
    version = res.json().version;
  }
  const opl = await t.request({
    method: 'PUT',
    url: `/v1/idea-crud/${id}/opl`,
    token: admin,
    payload: { rows: [{ id: 1, kpi: 'Quality', before: 12, after: 2, saving: 10 }], report: 'Guides stop the jams.', version },
  });
  if (opl.statusCode !== 200) throw new Error(`opl: ${opl.body}`);
  return { id, ideaNumber, before, after, version: opl.json().version as number };
}

export const propose = (t: TestContext, token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/idea-crud/${id}/replications`, token, payload });

export const spreadOf = (t: TestContext, token: string, id: string) =>
  t.request({ method: 'GET', url: `/v1/idea-crud/${id}/replications`, token });

/** Takes a replication through evaluation, approval and implementation with these savings. */
export async function implementReplication(t: TestContext, token: string, id: string, savings: number) {
  const version = await acceptStages(t, token, id, ['evaluated', 'approved']);
  const res = await putStage(t, token, id, 'implemented', { ...ACCEPT.implemented, savings, version });
  if (res.statusCode !== 200) throw new Error(`implemented: ${res.body}`);
  return res.json().version as number;
}

export const decline = (t: TestContext, token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/idea-crud/${id}/replication/decline`, token, payload });

/**
 * Written straight through the repository (no API round trips): an idea of the unit implemented and accepted,
 * marked as one that can be replicated, and a unit of its own to propose it to.
 */
export async function spreadTarget(t: TestContext, unit: string) {
  const status = initialIdeaStatus();
  for (const key of ['evaluated', 'approved', 'implemented'] as const) status[key].value = true;
  status.evaluated.canBeReplicated = true;
  const { id } = await insertIdea(t, { factory: unit, status });
  return { id, otherUnit: await insertUnit(t) };
}

/**
 * The dashboard's seeded spread (issue 32), each figure worked out by hand in analytics.spread.test.ts:
 *   A (Cairo, implemented, replicable, savings 90,000) proposed to Alexandria's line 2 (implemented, 40,000),
 *     Suez (declined: different machine) and Aswan (not decided yet);
 *   B (Alexandria, implemented, replicable, 90,000) proposed to Cairo (implemented, 10,000);
 *   C (Suez, implemented, replicable) never proposed; D (Cairo, implemented, not replicable) not counted.
 */
export async function seedSpreadSet(t: TestContext, admin: string) {
  const plants = await seedPlants(t);
  const lead = async (unit: string) => (await t.login('MBUL', { factoryBusinessUnitId: unit })).token;
  const a = await spreadableIdea(t, admin, plants.cairo);
  const [alex, suez, aswan] = (
    await propose(t, admin, a.id, {
      targets: [
        { factoryBusinessUnit: plants.alex, areaSection: plants.alexLine },
        { factoryBusinessUnit: plants.suez },
        { factoryBusinessUnit: plants.aswan },
      ],
      note: 'Same capper on every line',
    })
  ).json().data as { _id: string }[];
  await implementReplication(t, await lead(plants.alex), alex._id, 40000);
  await decline(t, await lead(plants.suez), suez._id, {
    reason: 'Different machine',
    note: 'Our capper is older',
    version: (await ideaRow(t, suez._id)).version,
  });
  const b = await spreadableIdea(t, admin, plants.alex);
  const [cairo] = (await propose(t, admin, b.id, { targets: [{ factoryBusinessUnit: plants.cairo }] })).json().data;
  await implementReplication(t, admin, cairo._id, 10000);
  const c = await spreadableIdea(t, admin, plants.suez);
  const { id: d } = await insertIdea(t, { factory: plants.cairo });
  await acceptStages(t, admin, d, ['evaluated', 'approved', 'implemented']);
  return {
    plants,
    a: a.id,
    b: b.id,
    c: c.id,
    d,
    replications: { alex: alex._id, suez: suez._id, aswan: aswan._id, cairo: cairo._id as string },
  };
}
