import { type IdeaOutput, WORKFLOW_MESSAGES as M, messageKeyOf, type StatusKey } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaRow, insertIdea, insertImage, useTestContext } from '../../../test/factories.js';
import { ACCEPT, acceptStages, putStage } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN', { username: 'Mona Admin' })).token;
});

const ORDER: StatusKey[] = ['evaluated', 'approved', 'implemented', 'rewarded'];

describe('PUT /v1/idea-crud/updateStatus/:id/:key — order and locks', () => {
  it.each([
    ['approved', [], M.evaluateFirst],
    ['implemented', ['evaluated'], M.approveFirst],
    ['rewarded', ['evaluated', 'approved'], M.notImplemented],
    ['replicated', ['evaluated', 'approved'], M.notImplemented],
  ] as const)('%s before its previous stage is accepted: 409 STAGE_ORDER "%s", nothing changes', async (key, done, message) => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, [...done]);
    const res = await putStage(t, admin, id, key, { ...ACCEPT[key], version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STAGE_ORDER', message });
    expect((await ideaRow(t, id)).version).toBe(version);
  });

  it.each(ORDER)('%s: once accepted it is locked (409 STAGE_LOCKED)', async (key) => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ORDER.slice(0, ORDER.indexOf(key) + 1));
    const res = await putStage(t, admin, id, key, { accepted: 'hold', reasonOfHold: 'again', version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STAGE_LOCKED', message: M.stageLocked });
  });

  it('a rejected evaluation locks and keeps approval waiting; the reason defaults to High cost', async () => {
    const { id } = await insertIdea(t);
    const res = await putStage(t, admin, id, 'evaluated', { accepted: false, version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.evaluated).toMatchObject({ value: true, accepted: false, reasonOfDenial: 'High cost' });
    expect((await putStage(t, admin, id, 'approved', { ...ACCEPT.approved, version: 1 })).json().code).toBe('STAGE_ORDER');
  });

  it("'Other' needs its text, which becomes the reason of denial", async () => {
    const { id } = await insertIdea(t);
    const missing = await putStage(t, admin, id, 'evaluated', { accepted: false, reasonOfDenial: 'Other', version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: M.required,
      details: [{ path: 'otherReason', message: M.required }],
    });
    const ok = await putStage(t, admin, id, 'evaluated', {
      accepted: false,
      reasonOfDenial: 'Other',
      otherReason: 'Line closes next month',
      version: 0,
    });
    expect(ok.json().status.evaluated.reasonOfDenial).toBe('Line closes next month');
  });

  it('hold needs a reason, clears value and date, and stays editable until decided', async () => {
    const { id } = await insertIdea(t);
    expect((await putStage(t, admin, id, 'evaluated', { accepted: 'hold', version: 0 })).json().details).toEqual([
      { path: 'reasonOfHold', message: M.required, key: 'required' },
    ]);
    const held = await putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'Budget in Q3', version: 0 });
    expect(held.json().status.evaluated).toMatchObject({
      value: false,
      date: null,
      accepted: 'hold',
      reasonOfHold: 'Budget in Q3',
    });
    expect(held.json().status.evaluated).not.toHaveProperty('reasonOfDenial');
    const held2 = await putStage(t, admin, id, 'evaluated', { accepted: 'hold', reasonOfHold: 'Budget in Q4', version: 1 });
    expect(held2.statusCode).toBe(200);
    const decided = await putStage(t, admin, id, 'evaluated', { ...ACCEPT.evaluated, version: 2 });
    expect(decided.json().status.evaluated).toMatchObject({ value: true, accepted: true });
    expect(Date.now() - Date.parse(decided.json().status.evaluated.date)).toBeLessThan(60_000);
  });

  it('replicated: saves set value, date and type until Fully Replicated locks it', async () => {
    const { id } = await insertIdea(t);
    let version = await acceptStages(t, admin, id, ['evaluated', 'approved', 'implemented']);
    const partial = await putStage(t, admin, id, 'replicated', {
      type: 'Partially Replicated',
      from: ' Alexandria plant, line 2 ',
      version,
    });
    expect(partial.json()).toMatchObject({
      replicationStatus: 'Partially Replicated',
      replicatedFrom: 'Alexandria plant, line 2',
      status: { replicated: { value: true, type: 'Partially Replicated' } },
    });
    // the list and the public status page show where it was replicated from (issue 14)
    const listed = await t.request({ method: 'POST', url: '/v1/idea-crud/all', token: admin, payload: { page: 1, limit: 100 } });
    expect(listed.json().data.find((i: IdeaOutput) => i._id === id).replicatedFrom).toBe('Alexandria plant, line 2');
    const lookup = await t.request({ url: `/v1/idea-crud/status?type=idea&code=${id}` });
    expect(lookup.json().data[0].status.replicated).toEqual({
      value: true,
      type: 'Partially Replicated',
      from: 'Alexandria plant, line 2',
    });
    version = partial.json().version;
    const fully = await putStage(t, admin, id, 'replicated', { type: 'Fully Replicated', version });
    expect(fully.json().replicationStatus).toBe('Fully Replicated');
    const again = await putStage(t, admin, id, 'replicated', { type: 'Not Replicated', version: fully.json().version });
    expect(again.json()).toMatchObject({ code: 'STAGE_LOCKED', message: M.fullyReplicated });
  });

  it('an unknown key or idea is 404', async () => {
    const { id } = await insertIdea(t);
    expect((await putStage(t, admin, id, 'published', { version: 0 })).statusCode).toBe(404);
    const missing = await putStage(t, admin, '00000000-0000-4000-8000-000000000000', 'evaluated', {
      ...ACCEPT.evaluated,
      version: 0,
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'No idea with this ID' });
  });
});

describe('updateStatus — field rules and computed values', () => {
  it.each([
    ['evaluated', { accepted: true, responsiblePerson: [] }, 'responsiblePerson', M.required],
    ['rewarded', { accepted: true, eventName: '' }, 'eventName', M.required],
    ['implemented', { cost: -5 }, 'cost', M.amountMin],
    ['implemented', { savings: -1 }, 'savings', M.amountMin],
    ['approved', { estimatedSavings: { amount: -1 } }, 'estimatedSavings.amount', M.amountMin],
    ['rewarded', { savings: -1 }, 'savings', M.amountMin],
    ['evaluated', { dueDate: 'tomorrow' }, 'dueDate', M.invalidDate],
  ] as const)('%s %o -> 400 on %s: "%s"', async (key, patch, path, message) => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ORDER.slice(0, ORDER.indexOf(key)));
    const res = await putStage(t, admin, id, key, { ...ACCEPT[key], ...patch, version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.json().details).toContainEqual({ path, message, ...messageKeyOf(message) });
    expect((await ideaRow(t, id)).version).toBe(version);
  });

  it.each([
    ['evaluated', 'rejected', { accepted: false }],
    ['evaluated', 'on hold', { accepted: 'hold', reasonOfHold: 'later' }],
    ['rewarded', 'rejected', { accepted: false }],
    ['rewarded', 'on hold', { accepted: 'hold', reasonOfHold: 'later' }],
  ] as const)('%s %s needs no responsible people / event name', async (key, _name, decision) => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ORDER.slice(0, ORDER.indexOf(key)));
    const res = await putStage(t, admin, id, key, { ...decision, version });
    expect(res.statusCode).toBe(200);
  });

  it('computes ticks, priority, evaluatedBy/approvedBy, ROI and the idea summary on the server', async () => {
    const { id } = await insertIdea(t);
    const evaluated = await putStage(t, admin, id, 'evaluated', {
      ...ACCEPT.evaluated,
      canBeReplicated: true,
      evaluatedBy: 'Somebody Else',
      version: 0,
    });
    const idea: IdeaOutput = evaluated.json();
    expect(idea.status.evaluated.questions).toMatchObject({ totalTicks: 4, priority: 'High', responsiblePerson: ['Omar'] });
    expect(idea).toMatchObject({ totalTicks: 4, priority: 'High', evaluatedBy: 'Mona Admin', canBeReplicated: true });
    expect(idea.status.evaluated.evaluatedBy).toBe('Mona Admin');
    const approved = (await putStage(t, admin, id, 'approved', { accepted: true, canBeReplicated: false, version: 1 })).json();
    expect(approved).toMatchObject({ approvedBy: 'Mona Admin', canBeReplicated: false });
    expect(approved.status.approved.estimatedSavings).toEqual({ amount: 0, type: 'Hard Saving' });
    const implemented = (
      await putStage(t, admin, id, 'implemented', { accepted: true, cost: 400, savings: 1000, version: 2 })
    ).json();
    expect(implemented).toMatchObject({ cost: 400, savings: 1000, ROI: 2.5 });
    expect(implemented.status.implemented.roi).toBe(2.5);
    const rewarded = (await putStage(t, admin, id, 'rewarded', { ...ACCEPT.rewarded, savings: 250, version: 3 })).json();
    expect(rewarded.reward).toBe(250);
    const [row] = await t.db.query<Record<string, unknown>>('select * from ideas where id = $1', [id]);
    expect(row).toMatchObject({
      evaluated_value: true,
      approved_value: true,
      implemented_value: true,
      rewarded_value: true,
      priority: 'High',
    });
  });

  it('no ROI when the cost is 0; impact percentages are clamped 0–100', async () => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ['evaluated', 'approved']);
    const res = await putStage(t, admin, id, 'implemented', {
      accepted: true,
      cost: 0,
      savings: 900,
      PQCDSM_Impact: [
        { key: 'Quality', value: 140 },
        { key: 'Safety', value: -3 },
        { key: 'Cost', value: 35 },
      ],
      version,
    });
    expect(res.json()).toMatchObject({ ROI: null, status: { implemented: { roi: null } } });
    expect(res.json().status.implemented.PQCDSM_Impact).toEqual([
      { key: 'Quality', value: 100 },
      { key: 'Safety', value: 0 },
      { key: 'Cost', value: 35 },
    ]);
  });

  it('implementation may be marked not possible, which keeps reward waiting', async () => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ['evaluated', 'approved']);
    const res = await putStage(t, admin, id, 'implemented', {
      accepted: false,
      reasonOfDenial: 'Not accepted technically',
      version,
    });
    expect(res.json().status.implemented).toMatchObject({
      value: true,
      accepted: false,
      reasonOfDenial: 'Not accepted technically',
    });
    expect((await putStage(t, admin, id, 'rewarded', { ...ACCEPT.rewarded, version: version + 1 })).json().code).toBe(
      'STAGE_ORDER',
    );
  });

  it('before/after images must be stored images; they come back as file references', async () => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ['evaluated', 'approved']);
    const [before, after, pdf] = [
      await insertImage(t),
      await insertImage(t, 'image/jpeg'),
      await insertImage(t, 'application/pdf'),
    ];
    for (const [field, ids] of [
      ['before', [pdf]],
      ['after', ['00000000-0000-4000-8000-000000000000']],
    ] as const) {
      const res = await putStage(t, admin, id, 'implemented', { ...ACCEPT.implemented, [field]: ids, version });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: field, message: M.imageNotFound, ...messageKeyOf(M.imageNotFound) }]);
    }
    const ok = await putStage(t, admin, id, 'implemented', {
      ...ACCEPT.implemented,
      before: [before],
      after: [{ _id: after }],
      version,
    });
    expect(ok.json().status.implemented).toMatchObject({
      before: [{ _id: before, filename: 'photo', contentType: 'image/png' }],
      after: [{ _id: after, filename: 'photo', contentType: 'image/jpeg' }],
    });
  });
});
