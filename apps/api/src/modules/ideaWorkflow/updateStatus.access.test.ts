import { ROLES, STATUS_KEYS } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyOf, ideaRow, insertIdea, insertUnit, useTestContext } from '../../../test/factories.js';
import { ACCEPT, acceptStages, putStage } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN', { username: 'Mona Admin' })).token;
});

describe('updateStatus — who may decide', () => {
  const allowed = new Set(['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER']);

  it.each(ROLES.map((role) => [role, allowed.has(role)] as const))('%s in the idea’s own unit: allowed=%s', async (role, ok) => {
    const unitId = await insertUnit(t);
    const { id } = await insertIdea(t, { factory: unitId });
    const { token } = await t.login(role, { factoryBusinessUnitId: unitId });
    const res = await putStage(t, token, id, 'evaluated', { ...ACCEPT.evaluated, version: 0 });
    expect(res.statusCode).toBe(ok ? 200 : 403);
  });

  it.each(['MBUL', 'KEY_OWNER'] as const)('%s cannot act on another unit’s idea (or without a unit)', async (role) => {
    const { id } = await insertIdea(t, { factory: await insertUnit(t) });
    const other = await t.login(role, { factoryBusinessUnitId: await insertUnit(t) });
    expect((await putStage(t, other.token, id, 'evaluated', { ...ACCEPT.evaluated, version: 0 })).statusCode).toBe(403);
    const none = await t.login(role);
    expect((await putStage(t, none.token, id, 'evaluated', { ...ACCEPT.evaluated, version: 0 })).statusCode).toBe(403);
    expect((await ideaRow(t, id)).version).toBe(0);
  });

  it('CONSULTANT acts on any unit; without a token it is 401', async () => {
    const { id } = await insertIdea(t, { factory: await insertUnit(t) });
    const consultant = await t.login('CONSULTANT', { factoryBusinessUnitId: await insertUnit(t) });
    expect((await putStage(t, consultant.token, id, 'evaluated', { ...ACCEPT.evaluated, version: 0 })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: `/v1/idea-crud/updateStatus/${id}/approved`, payload: { version: 1 } })).statusCode,
    ).toBe(401);
  });
});

describe('versions and history', () => {
  it('a stale version gets 409 STALE_VERSION and changes nothing', async () => {
    const { id } = await insertIdea(t);
    await putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'first', version: 0 });
    const before = await ideaRow(t, id);
    const stale = await putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'second', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(await ideaRow(t, id)).toEqual(before);
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('two concurrent saves from the same version: exactly one wins', async () => {
    const { id } = await insertIdea(t);
    const other = (await t.login('CONSULTANT')).token;
    const results = await Promise.all([
      putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'from admin', version: 0 }),
      putStage(t, other, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'from consultant', version: 0 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(loser.json().code).toBe('STALE_VERSION');
    const row = await ideaRow(t, id);
    expect(row.version).toBe(1);
    expect(row.status.evaluated.reasonOfHold).toBe(winner.json().status.evaluated.reasonOfHold);
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('every accepted save appends who, stage, decision and what changed; GET history returns them in order', async () => {
    const { id } = await insertIdea(t);
    await putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'wait', version: 0 });
    await acceptStages(t, admin, id, ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated']);
    await putStage(t, admin, id, 'approved', { accepted: false, version: 0 });
    const res = await t.request({ method: 'GET', url: `/v1/idea-crud/${id}/history`, token: admin });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data;
    expect(entries.map((e: { stage: string; decision: string }) => [e.stage, e.decision])).toEqual([
      ['evaluated', 'hold'],
      ['evaluated', 'accepted'],
      ['approved', 'accepted'],
      ['implemented', 'accepted'],
      ['rewarded', 'accepted'],
      ['replicated', 'Fully Replicated'],
    ]);
    expect(entries[0]).toMatchObject({
      userName: 'Mona Admin',
      changes: { accepted: { from: true, to: 'hold' }, reasonOfHold: { from: null, to: 'wait' } },
    });
    expect(entries[1].changes).toMatchObject({ value: { from: false, to: true }, 'questions.totalTicks': { from: 0, to: 4 } });
    expect(Date.parse(entries[0].at)).not.toBeNaN();
  });

  it('history is for signed-in managers of the idea’s unit', async () => {
    const { id } = await insertIdea(t, { factory: await insertUnit(t) });
    const url = `/v1/idea-crud/${id}/history`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, token: (await t.login('EMPLOYEE')).token })).statusCode).toBe(403);
    const outsider = await t.login('MBUL', { factoryBusinessUnitId: await insertUnit(t) });
    expect((await t.request({ method: 'GET', url, token: outsider.token })).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'GET', url: `/v1/idea-crud/${missing}/history`, token: admin })).statusCode).toBe(404);
  });

  it.each(STATUS_KEYS)('%s requires the version', async (key) => {
    const { id } = await insertIdea(t);
    const res = await putStage(t, admin, id, key, { ...ACCEPT[key] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('version is required');
  });
});
