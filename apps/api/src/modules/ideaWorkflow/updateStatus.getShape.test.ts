import { describe, expect, it } from 'vitest';
import { ideaRow, insertIdea, useTestContext } from '../../../test/factories.js';
import { ACCEPT, putStage } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
const adminToken = async () => (await t.login('ADMIN')).token;
const getIdea = async (token: string, id: string) =>
  (await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token })).json();

describe('PUT /v1/idea-crud/updateStatus/:id/:key takes the status section as GET returns it', () => {
  it('reads questions.dueDate and questions.responsiblePerson inside questions, and ignores echoed computed fields', async () => {
    const token = await adminToken();
    const { id } = await insertIdea(t);
    const res = await putStage(t, token, id, 'evaluated', {
      accepted: 'hold',
      reasonOfHold: 'Waiting for the supplier',
      value: false,
      date: null,
      evaluatedBy: 'someone else',
      questions: {
        isItCheap: true,
        isItUrgent: true,
        totalTicks: 7,
        priority: 'High',
        dueDate: '2026-05-01',
        responsiblePerson: ['Omar'],
      },
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const evaluated = (await getIdea(token, id)).status.evaluated;
    expect(evaluated.questions.dueDate).toContain('2026-05-01');
    expect(evaluated.questions.responsiblePerson).toEqual(['Omar']);
    expect(evaluated.questions.totalTicks).toBe(2);
  });

  it('accepts the section GET returned, sent back whole with a new decision', async () => {
    const token = await adminToken();
    const { id } = await insertIdea(t);
    const held = await putStage(t, token, id, 'evaluated', {
      ...ACCEPT.evaluated,
      accepted: 'hold',
      reasonOfHold: 'Later',
      version: 0,
    });
    expect(held.statusCode, held.body).toBe(200);
    const idea = await getIdea(token, id);
    const res = await putStage(t, token, id, 'evaluated', { ...idea.status.evaluated, accepted: true, version: idea.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.evaluated).toMatchObject({ value: true, accepted: true });
    expect(res.json().status.evaluated.questions.responsiblePerson).toEqual(ACCEPT.evaluated.responsiblePerson);
  });

  it("reads a free-text reasonOfDenial (how a reason 'Other' is returned) as 'Other' with that text", async () => {
    const token = await adminToken();
    const { id } = await insertIdea(t);
    const res = await putStage(t, token, id, 'evaluated', {
      accepted: false,
      reasonOfDenial: 'The line is being replaced',
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.evaluated).toMatchObject({
      value: true,
      accepted: false,
      reasonOfDenial: 'The line is being replaced',
    });
  });

  it('refuses an unknown key with a 400 naming it, at the top and inside questions; nothing changes', async () => {
    const token = await adminToken();
    const { id } = await insertIdea(t);
    const top = await putStage(t, token, id, 'evaluated', { ...ACCEPT.evaluated, colour: 'red', version: 0 });
    expect(top.statusCode).toBe(400);
    expect(top.json().message).toContain('colour');
    const nested = await putStage(t, token, id, 'evaluated', {
      ...ACCEPT.evaluated,
      questions: { isItCheap: true, isItShiny: true },
      version: 0,
    });
    expect(nested.statusCode).toBe(400);
    expect(JSON.stringify(nested.json())).toContain('isItShiny');
    expect((await ideaRow(t, id)).version).toBe(0);
  });
});
