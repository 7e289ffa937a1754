import { MESSAGES } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countIdeas, ideaRow, insertIdea, useTestContext } from '../../../test/factories.js';
import { decline, implementReplication, propose, seedPlants, spreadableIdea, spreadOf } from '../../../test/scenarios/spread.js';
import { ACCEPT, acceptStages, putStage } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
let admin: string;
let plants: Awaited<ReturnType<typeof seedPlants>>;

beforeAll(async () => {
  admin = (await t.login('ADMIN', { username: 'Excellence Lead' })).token;
  plants = await seedPlants(t);
  // a new embedded database boots PGlite twice: longer than the default hook time on a busy machine
}, 180_000);

const lead = async (unit: string) => (await t.login('MBUL', { factoryBusinessUnitId: unit })).token;
const submittedEvents = async (ideaId: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(`select count(*) n from outbox_events where idea_id = $1 and type = 'idea.submitted'`, [
        ideaId,
      ])
    )[0].n,
  );

describe('POST /v1/idea-crud/:id/replications', () => {
  it('three units: three linked ideas in their units, the knowledge table copied, the photos referenced', async () => {
    const original = await spreadableIdea(t, admin, plants.cairo);
    const res = await propose(t, admin, original.id, {
      targets: [
        { factoryBusinessUnit: plants.alex, areaSection: plants.alexLine },
        { factoryBusinessUnit: plants.suez },
        { factoryBusinessUnit: plants.aswan },
      ],
      note: 'Same cappers everywhere',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as { _id: string; ideaNumber: number; factoryBusinessUnit: { _id: string } }[];
    expect(created.map((c) => c.factoryBusinessUnit._id)).toEqual([plants.alex, plants.suez, plants.aswan]);
    for (const c of created) {
      const idea = (await t.request({ method: 'GET', url: `/v1/idea-crud/${c._id}`, token: admin })).json();
      expect(idea).toMatchObject({
        ideaNumber: c.ideaNumber,
        ideaText: 'Magnetic guides on the capper',
        replicatedFrom: original.id,
        factoryBusinessUnit: { _id: c.factoryBusinessUnit._id },
        company: { _id: plants.company },
        opl: { rows: [{ kpi: 'Quality', before: 12, after: 2, saving: 10 }], report: 'Guides stop the jams.' },
      });
      // the same files, not copies; the replication starts its own evaluation
      expect(idea.status.implemented.before.map((f: { _id: string }) => f._id)).toEqual([original.before]);
      expect(idea.status.implemented.after.map((f: { _id: string }) => f._id)).toEqual([original.after]);
      expect(idea.status.evaluated.value).toBe(false);
      expect(idea.status.implemented.value).toBe(false);
      expect(await submittedEvents(c._id)).toBe(1);
    }
    const alexIdea = (await t.request({ method: 'GET', url: `/v1/idea-crud/${created[0]._id}`, token: admin })).json();
    expect(alexIdea.areaSection._id).toBe(plants.alexLine);
    const files = await t.db.query<{ n: string }>('select count(*) n from files');
    expect(Number(files[0].n)).toBeGreaterThanOrEqual(2);

    const spread = (await spreadOf(t, admin, original.id)).json();
    expect(spread.targets.map((x: { state: string }) => x.state)).toEqual(['proposed', 'proposed', 'proposed']);
    const origin = (await spreadOf(t, admin, created[1]._id)).json().origin;
    expect(origin).toMatchObject({
      _id: original.id,
      ideaNumber: original.ideaNumber,
      factoryBusinessUnit: { _id: plants.cairo, name: { en: 'Cairo works' } },
      note: 'Same cappers everywhere',
      proposedBy: 'Excellence Lead',
    });
  });

  it('a unit that already has a replication of the idea is a 409 naming it, and nothing is created', async () => {
    const original = await spreadableIdea(t, admin, plants.cairo);
    expect((await propose(t, admin, original.id, { targets: [{ factoryBusinessUnit: plants.alex }] })).statusCode).toBe(201);
    const before = await countIdeas(t);
    const res = await propose(t, admin, original.id, {
      targets: [{ factoryBusinessUnit: plants.suez }, { factoryBusinessUnit: plants.alex }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      key: 'spreadAlreadyProposed',
      params: { units: 'Alexandria works' },
      details: [{ path: 'targets.1.factoryBusinessUnit' }],
    });
    expect(await countIdeas(t)).toBe(before);
  });

  it.each([
    ['not implemented', ['evaluated', 'approved'], true, MESSAGES.spreadNotImplemented],
    ['not replicable', ['evaluated', 'approved', 'implemented'], false, MESSAGES.spreadNotReplicable],
  ] as const)('an idea %s is a 400 with the reason', async (_name, stages, replicable, message) => {
    const { id } = await insertIdea(t, { factory: plants.cairo });
    let version = (await ideaRow(t, id)).version;
    for (const key of stages) {
      const body = key === 'evaluated' ? { ...ACCEPT.evaluated, canBeReplicated: replicable } : ACCEPT[key];
      version = (await putStage(t, admin, id, key, { ...body, version })).json().version;
    }
    const before = await countIdeas(t);
    const res = await propose(t, admin, id, { targets: [{ factoryBusinessUnit: plants.alex }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await countIdeas(t)).toBe(before);
  });

  it("the idea's own unit, a unit twice, an area outside the unit: 400; a unit lead may not propose", async () => {
    const original = await spreadableIdea(t, admin, plants.cairo);
    const own = await propose(t, admin, original.id, { targets: [{ factoryBusinessUnit: plants.cairo }] });
    expect(own.json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.spreadOwnUnit,
      details: [{ path: 'targets.0.factoryBusinessUnit' }],
    });
    const twice = await propose(t, admin, original.id, {
      targets: [{ factoryBusinessUnit: plants.suez }, { factoryBusinessUnit: plants.suez }],
    });
    expect(twice.json()).toMatchObject({ statusCode: 400, message: MESSAGES.spreadTargetTwice });
    const area = await propose(t, admin, original.id, {
      targets: [{ factoryBusinessUnit: plants.suez, areaSection: plants.alexLine }],
    });
    expect(area.json()).toMatchObject({ statusCode: 400, details: [{ path: 'targets.0.areaSection' }] });
    const none = await propose(t, admin, original.id, { targets: [] });
    expect(none.json()).toMatchObject({ statusCode: 400, details: [{ key: 'spreadChooseUnits' }] });
    const byLead = await propose(t, await lead(plants.cairo), original.id, { targets: [{ factoryBusinessUnit: plants.suez }] });
    expect(byLead.statusCode).toBe(403);
    expect((await spreadOf(t, admin, original.id)).json().targets).toEqual([]);
  });
});

describe('the spread and its outcomes', () => {
  async function spreadTo(units: string[]) {
    const original = await spreadableIdea(t, admin, plants.cairo);
    const res = await propose(t, admin, original.id, { targets: units.map((u) => ({ factoryBusinessUnit: u })) });
    const ids = (res.json().data as { _id: string }[]).map((c) => c._id);
    return { original, ids };
  }
  const replicated = async (id: string) => (await ideaRow(t, id)).status.replicated;

  it("a unit lead sees its unit's replications and not the others'; the original's unit sees them all", async () => {
    const { original, ids } = await spreadTo([plants.alex, plants.suez]);
    const alexLead = await lead(plants.alex);
    const mine = (await spreadOf(t, alexLead, original.id)).json();
    expect(mine.targets.map((x: { replication: { _id: string } }) => x.replication._id)).toEqual([ids[0]]);
    expect(mine.origin).toBeNull();
    const theirs = (await spreadOf(t, await lead(plants.aswan), original.id)).json();
    expect(theirs.targets).toEqual([]);
    expect((await spreadOf(t, await lead(plants.cairo), original.id)).json().targets).toHaveLength(2);
    // the replication itself is theirs to read and decide; the other unit's is not
    expect((await t.request({ method: 'GET', url: `/v1/idea-crud/${ids[0]}`, token: alexLead })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/idea-crud/${ids[1]}`, token: alexLead })).statusCode).toBe(403);
    expect((await spreadOf(t, alexLead, ids[0])).json().origin).toMatchObject({ ideaNumber: original.ideaNumber });
  });

  it("the original's replicated type follows the targets: Partially at the first, Fully when every one implemented", async () => {
    const { original, ids } = await spreadTo([plants.alex, plants.suez]);
    expect(await replicated(original.id)).toMatchObject({ value: false, type: 'Not Replicated' });
    await implementReplication(t, await lead(plants.alex), ids[0], 40000);
    expect(await replicated(original.id)).toMatchObject({ value: true, type: 'Partially Replicated' });
    const partial = (await spreadOf(t, admin, original.id)).json();
    expect(partial.targets.map((x: { state: string; savings: number }) => [x.state, x.savings])).toEqual([
      ['implemented', 40000],
      ['proposed', 0],
    ]);
    expect(partial.totalSavings).toBe(40000);
    await implementReplication(t, await lead(plants.suez), ids[1], 25000);
    expect(await replicated(original.id)).toMatchObject({ value: true, type: 'Fully Replicated' });
    expect((await spreadOf(t, admin, original.id)).json().totalSavings).toBe(65000);
    // the spec's lock: a Fully Replicated idea's replicated stage cannot be changed
    const version = (await ideaRow(t, original.id)).version;
    const res = await putStage(t, admin, original.id, 'replicated', { type: 'Partially Replicated', version });
    expect(res.json()).toMatchObject({ statusCode: 409, message: MESSAGES.fullyReplicated });
    expect(await submittedEvents(ids[0])).toBe(1);
  });

  it('a unit declines with a reason: shown on the original, counted as a decision, and the others go on', async () => {
    const { original, ids } = await spreadTo([plants.alex, plants.suez]);
    const suezLead = await lead(plants.suez);
    const version = (await ideaRow(t, ids[1])).version;
    // another unit's lead may not decline it; an idea that is no replication cannot be declined
    expect((await decline(t, await lead(plants.alex), ids[1], { reason: 'Already done', version })).statusCode).toBe(403);
    expect((await decline(t, admin, original.id, { reason: 'Already done', version: original.version })).json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.notAReplication,
    });
    const res = await decline(t, suezLead, ids[1], { reason: 'Different machine', note: 'Our cappers are screw type', version });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.evaluated).toMatchObject({
      value: true,
      accepted: false,
      reasonOfDenial: 'Different machine: Our cappers are screw type',
    });
    const rejected = await t.db.query<{ n: string }>(
      `select count(*) n from outbox_events where idea_id = $1 and type = 'idea.rejected'`,
      [ids[1]],
    );
    expect(Number(rejected[0].n)).toBe(1);
    const again = await decline(t, suezLead, ids[1], { reason: 'Not applicable', version: res.json().version });
    expect(again.json()).toMatchObject({ statusCode: 409, message: MESSAGES.replicationDecided });
    expect((await decline(t, suezLead, ids[1], { reason: 'Because', version: res.json().version })).statusCode).toBe(400);

    await implementReplication(t, await lead(plants.alex), ids[0], 40000);
    const spread = (await spreadOf(t, admin, original.id)).json();
    expect(spread.targets).toMatchObject([
      { state: 'implemented', savings: 40000, reason: null },
      { state: 'declined', reason: 'Different machine', declineNote: 'Our cappers are screw type', savings: 0 },
    ]);
    // one implemented and one declined: partly spread, until the manager closes it as complete
    expect(await replicated(original.id)).toMatchObject({ type: 'Partially Replicated' });
    const close = await t.request({
      method: 'POST',
      url: `/v1/idea-crud/${original.id}/replications/close`,
      token: admin,
      payload: { version: (await ideaRow(t, original.id)).version },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().status.replicated).toMatchObject({ value: true, type: 'Fully Replicated' });
    const more = await propose(t, admin, original.id, { targets: [{ factoryBusinessUnit: plants.aswan }] });
    expect(more.json()).toMatchObject({ statusCode: 400, message: MESSAGES.spreadClosed });
  });

  it('a replication rejected through the ordinary workflow shows as declined with its reason', async () => {
    const { original, ids } = await spreadTo([plants.aswan]);
    const version = (await ideaRow(t, ids[0])).version;
    await putStage(t, admin, ids[0], 'evaluated', { accepted: false, reasonOfDenial: 'High cost', version });
    expect((await spreadOf(t, admin, original.id)).json().targets[0]).toMatchObject({ state: 'declined', reason: 'High cost' });
  });

  it('the manual replicated stage still works for an idea spread outside Fikra', async () => {
    const { id } = await insertIdea(t, { factory: plants.cairo });
    const version = await acceptStages(t, admin, id, ['evaluated', 'approved', 'implemented']);
    const res = await putStage(t, admin, id, 'replicated', { type: 'Partially Replicated', from: 'Tanta plant', version });
    expect(res.json()).toMatchObject({ replicatedFrom: 'Tanta plant', status: { replicated: { type: 'Partially Replicated' } } });
  });
});
