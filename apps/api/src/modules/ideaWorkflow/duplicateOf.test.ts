import { WORKFLOW_MESSAGES } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units, useTestContext } from '../../../test/factories.js';

const t = useTestContext();
let u: Units;
let token: string;

beforeAll(async () => {
  u = await seedUnits(t);
  ({ token } = await t.login('ADMIN'));
});

const reject = (id: string, body: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/v1/idea-crud/updateStatus/${id}/evaluated`,
    token,
    payload: { accepted: false, reasonOfDenial: 'Already submitted before', version: 0, ...body },
  });

describe("rejecting as 'Already submitted before' links the original (issue 18)", () => {
  it('stores the link, shows it on the idea and on the public status page', async () => {
    const original = await insertIdea(t, { factory: u.f1, area: u.a1, ideaText: 'Label the spare parts shelves' });
    const repeat = await insertIdea(t, {
      factory: u.f1,
      area: u.a1,
      ideaText: 'Label the shelves of spare parts',
      employeeCode: 'E-DUP-1',
    });
    const res = await reject(repeat.id, { duplicateOf: original.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().duplicateOf).toEqual({ _id: original.id, ideaNumber: original.ideaNumber });
    expect(res.json().status.evaluated).toMatchObject({
      value: true,
      accepted: false,
      reasonOfDenial: 'Already submitted before',
    });
    const got = await t.request({ method: 'GET', url: `/v1/idea-crud/${repeat.id}`, token });
    expect(got.json().duplicateOf).toEqual({ _id: original.id, ideaNumber: original.ideaNumber });
    const lookup = await t.request({ method: 'GET', url: '/v1/idea-crud/status?type=employee&code=E-DUP-1' });
    expect(lookup.json().data[0].duplicateOf).toBe(original.ideaNumber);
  });

  it('refuses a link with another decision or reason, to itself or to another unit, and changes nothing', async () => {
    const original = await insertIdea(t, { factory: u.f1, area: u.a1 });
    const elsewhere = await insertIdea(t, { factory: u.f2, area: u.a3 });
    const repeat = await insertIdea(t, { factory: u.f1, area: u.a1 });
    const cases: [Record<string, unknown>, string][] = [
      [{ accepted: true, duplicateOf: original.id }, WORKFLOW_MESSAGES.duplicateNeedsReason],
      [{ reasonOfDenial: 'High cost', duplicateOf: original.id }, WORKFLOW_MESSAGES.duplicateNeedsReason],
      [{ duplicateOf: repeat.id }, WORKFLOW_MESSAGES.duplicateNotFound],
      [{ duplicateOf: elsewhere.id }, WORKFLOW_MESSAGES.duplicateNotFound],
      [{ duplicateOf: '5b1c8f0e-1111-4222-8333-944455556666' }, WORKFLOW_MESSAGES.duplicateNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await reject(repeat.id, { questions: { isItCheap: true }, responsiblePerson: ['Omar'], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'duplicateOf', message })]);
    }
    const after = await t.request({ method: 'GET', url: `/v1/idea-crud/${repeat.id}`, token });
    expect(after.json()).toMatchObject({ version: 0, duplicateOf: null, status: { evaluated: { value: false } } });
  });
});
