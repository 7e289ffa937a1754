import { initialIdeaStatus } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { insertIdea, insertUnit, useTestContext } from '../../../test/factories.js';
import { acceptStages, putStage } from '../../../test/scenarios/workflow.js';

const t = useTestContext();

const queue = (token: string, query = '') => t.request({ method: 'GET', url: `/v1/idea-crud/queue${query}`, token });
const ids = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((r) => r._id);

describe('GET /v1/idea-crud/queue', () => {
  it('lists the ideas waiting for the user’s decision, oldest first, with stage, age and counts', async () => {
    const unit = await insertUnit(t);
    const older = await insertIdea(t, { factory: unit, createdAt: '2026-01-02T08:00:00Z' });
    const newer = await insertIdea(t, { factory: unit, createdAt: '2026-02-02T08:00:00Z' });
    const imported = await insertIdea(t, { factory: unit, createdAt: '2026-01-01T08:00:00Z', columns: { imported: true } });
    const { token } = await t.login('MBUL', { factoryBusinessUnitId: unit });

    const res = await queue(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(res)).toEqual([older.id, newer.id]);
    expect(ids(res)).not.toContain(imported.id);
    expect(body.data[0]).toMatchObject({
      ideaNumber: older.ideaNumber,
      stage: 'evaluated',
      state: 'waiting',
      waitingSince: '2026-01-02T08:00:00.000Z',
      dueDate: null,
      overdue: false,
      responsiblePerson: [],
      decisions: ['pending', 'pending', 'pending', 'pending'],
    });
    expect(body.names[unit]).toBeDefined();
    expect(body.counts).toEqual({ evaluated: 2, approved: 0, implemented: 0, rewarded: 0 });
    expect(body.total).toBe(2);
  });

  it('a unit lead sees only its unit; a consultant every unit; other roles are refused', async () => {
    const mine = await insertUnit(t);
    const other = await insertUnit(t);
    const inMine = await insertIdea(t, { factory: mine });
    const inOther = await insertIdea(t, { factory: other });
    const lead = await t.login('KEY_OWNER', { factoryBusinessUnitId: mine });
    expect(ids(await queue(lead.token, '?limit=100'))).toContain(inMine.id);
    expect(ids(await queue(lead.token, '?limit=100'))).not.toContain(inOther.id);
    const consultant = await t.login('CONSULTANT');
    const all = ids(await queue(consultant.token, '?limit=100'));
    expect(all).toEqual(expect.arrayContaining([inMine.id, inOther.id]));
    const noUnit = await t.login('MBUL');
    expect((await queue(noUnit.token)).json()).toMatchObject({ data: [], total: 0 });
    expect((await queue((await t.login('HR')).token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/idea-crud/queue' })).statusCode).toBe(401);
  });

  it('an idea moves to the next stage when accepted, stays when held, and leaves when rejected', async () => {
    const unit = await insertUnit(t);
    const { token } = await t.login('MBUL', { factoryBusinessUnitId: unit });
    const moved = await insertIdea(t, { factory: unit });
    const held = await insertIdea(t, { factory: unit });
    const rejected = await insertIdea(t, { factory: unit });
    await acceptStages(t, token, moved.id, ['evaluated']);
    await putStage(t, token, held.id, 'evaluated', { accepted: 'hold', reasonOfHold: 'Ask the line', version: 0 });
    await putStage(t, token, rejected.id, 'evaluated', { accepted: false, reasonOfDenial: 'High cost', version: 0 });

    const evaluation = (await queue(token, '?stage=evaluated')).json();
    expect(evaluation.data.map((r: { _id: string }) => r._id)).toEqual([held.id]);
    expect(evaluation.data[0].state).toBe('hold');
    const approval = (await queue(token, '?stage=approved')).json();
    expect(approval.data.map((r: { _id: string }) => r._id)).toEqual([moved.id]);
    expect(approval.data[0]).toMatchObject({ stage: 'approved', responsiblePerson: ['Omar'], dueDate: '2026-04-01' });
    expect(Date.parse(approval.data[0].waitingSince)).toBeGreaterThan(Date.now() - 60_000);
    expect(evaluation.counts).toEqual({ evaluated: 1, approved: 1, implemented: 0, rewarded: 0 });
  });

  it('overdue comes from the evaluation’s due date', async () => {
    const unit = await insertUnit(t);
    const status = initialIdeaStatus();
    status.evaluated = { ...status.evaluated, value: true, date: '2026-01-05T00:00:00Z', accepted: true };
    status.evaluated.questions = { ...status.evaluated.questions, dueDate: '2020-01-01', responsiblePerson: ['Sara'] };
    const late = await insertIdea(t, { factory: unit, status, columns: { evaluated_value: true } });
    const status2 = structuredClone(status);
    status2.evaluated.questions.dueDate = '2999-01-01';
    const onTime = await insertIdea(t, { factory: unit, status: status2, columns: { evaluated_value: true } });
    const { token } = await t.login('KEY_OWNER', { factoryBusinessUnitId: unit });
    const rows = (await queue(token, '?stage=approved')).json().data as { _id: string; overdue: boolean; waitingSince: string }[];
    expect(rows.find((r) => r._id === late.id)).toMatchObject({ overdue: true, waitingSince: '2026-01-05T00:00:00.000Z' });
    expect(rows.find((r) => r._id === onTime.id)?.overdue).toBe(false);
  });

  it('an unknown stage or page size is a 400', async () => {
    const { token } = await t.login('ADMIN');
    expect((await queue(token, '?stage=opl')).statusCode).toBe(400);
    expect((await queue(token, '?limit=7')).statusCode).toBe(400);
  });
});
