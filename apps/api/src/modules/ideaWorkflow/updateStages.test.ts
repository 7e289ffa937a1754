import { describe, expect, it } from 'vitest';
import { historyOf, ideaRow, insertIdea, insertUnit, useTestContext } from '../../../test/factories.js';
import { ACCEPT } from '../../../test/scenarios/workflow.js';

const t = useTestContext();

const patch = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/v1/idea-crud/${id}/status`, token, payload });

describe('PATCH /v1/idea-crud/:id/status — several stages, one transaction', () => {
  it('saves evaluation and approval together: two history entries, one version step, the idea whole', async () => {
    const { token } = await t.login('CONSULTANT', { username: 'Sara Consultant' });
    const { id } = await insertIdea(t);
    const res = await patch(token, id, { version: 0, stages: { evaluated: ACCEPT.evaluated, approved: ACCEPT.approved } });
    expect(res.statusCode).toBe(200);
    const idea = res.json();
    expect(idea.version).toBe(1);
    expect(idea.status.evaluated).toMatchObject({ value: true, accepted: true, evaluatedBy: 'Sara Consultant' });
    expect(idea.status.approved).toMatchObject({ value: true, accepted: true, approvedBy: 'Sara Consultant' });
    expect(idea.history.map((h: { stage: string }) => h.stage)).toEqual(['evaluated', 'approved']);
    expect((await historyOf(t, id)).map((h) => [h.stage, h.decision])).toEqual([
      ['evaluated', 'accepted'],
      ['approved', 'accepted'],
    ]);
    expect((await ideaRow(t, id)).version).toBe(1);
  });

  it('a valid evaluation with an invalid approval: 400 naming approved, nothing stored, version unchanged', async () => {
    const { token } = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    const before = await ideaRow(t, id);
    const res = await patch(token, id, {
      version: 0,
      stages: { evaluated: ACCEPT.evaluated, approved: { accepted: 'hold', reasonOfHold: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'stages.approved.reasonOfHold', key: 'required' })]);
    expect(await ideaRow(t, id)).toEqual(before);
    expect(await historyOf(t, id)).toHaveLength(0);

    const badField = await patch(token, id, {
      version: 0,
      stages: { evaluated: ACCEPT.evaluated, approved: { accepted: true, estimatedSavings: { amount: -5 } } },
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().details[0].path).toBe('stages.approved.estimatedSavings.amount');
    expect((await ideaRow(t, id)).version).toBe(0);
  });

  it('a stage out of order is refused naming it, and the stages before it are not stored', async () => {
    const { token } = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    const res = await patch(token, id, {
      version: 0,
      stages: { evaluated: { accepted: 'hold', reasonOfHold: 'Ask the line' }, approved: ACCEPT.approved },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STAGE_ORDER', details: [expect.objectContaining({ path: 'stages.approved' })] });
    expect((await ideaRow(t, id)).status.evaluated.accepted).toBe(true);
    expect(await historyOf(t, id)).toHaveLength(0);
  });

  it('a stale version is a 409 and changes nothing', async () => {
    const { token } = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    expect((await patch(token, id, { version: 0, stages: { evaluated: ACCEPT.evaluated } })).statusCode).toBe(200);
    const stale = await patch(token, id, { version: 0, stages: { approved: ACCEPT.approved } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await ideaRow(t, id)).approved_value).toBe(false);
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('takes each stage in the shape GET returns it (read-only fields ignored)', async () => {
    const { token } = await t.login('ADMIN');
    const { id } = await insertIdea(t);
    const got = (await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token })).json();
    const evaluated = {
      ...got.status.evaluated,
      accepted: true,
      questions: { ...got.status.evaluated.questions, isItCheap: true, responsiblePerson: ['Omar'] },
    };
    const res = await patch(token, id, { version: got.version, stages: { evaluated } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.evaluated.questions).toMatchObject({ isItCheap: true, totalTicks: 1, responsiblePerson: ['Omar'] });
  });

  it('refuses an empty or unknown stage list, unknown keys, other units and roles outside the matrix', async () => {
    const unit = await insertUnit(t);
    const { id } = await insertIdea(t, { factory: unit });
    const { token } = await t.login('ADMIN');
    const empty = await patch(token, id, { version: 0, stages: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ path: 'stages', key: 'chooseStage' });
    expect((await patch(token, id, { version: 0 })).json().details[0]).toMatchObject({ path: 'stages', key: 'chooseStage' });
    expect((await patch(token, id, { version: 0, stages: { opl: {} } })).statusCode).toBe(400);
    expect((await patch(token, id, { version: 0, stages: { evaluated: { ...ACCEPT.evaluated, version: 0 } } })).statusCode).toBe(
      400,
    );
    const otherLead = await t.login('MBUL', { factoryBusinessUnitId: await insertUnit(t) });
    expect((await patch(otherLead.token, id, { version: 0, stages: { evaluated: ACCEPT.evaluated } })).statusCode).toBe(403);
    const hr = await t.login('HR', { factoryBusinessUnitId: unit });
    expect((await patch(hr.token, id, { version: 0, stages: { evaluated: ACCEPT.evaluated } })).statusCode).toBe(403);
    expect(
      (await patch(token, '00000000-0000-4000-8000-000000000000', { version: 0, stages: { evaluated: ACCEPT.evaluated } }))
        .statusCode,
    ).toBe(404);
    expect((await ideaRow(t, id)).version).toBe(0);
  });
});
