/** Workflow flows through the API: a complete Accepted body per stage, and accepting stages in order. */
import type { StatusKey } from '@fikra/shared';
import { ideaRow, type TestContext } from '../factories.js';

export function putStage(t: TestContext, token: string, id: string, key: StatusKey | string, payload: Record<string, unknown>) {
  return t.request({ method: 'PUT', url: `/v1/idea-crud/updateStatus/${id}/${key}`, token, payload });
}

/** A complete Accepted body for each stage. */
export const ACCEPT: Record<StatusKey, Record<string, unknown>> = {
  evaluated: {
    accepted: true,
    questions: { isItCheap: true, isItEasyToImplement: true, canWeImplementItOurselves: true, isItUrgent: true },
    responsiblePerson: ['Omar'],
    dueDate: '2026-04-01',
  },
  approved: { accepted: true, estimatedSavings: { amount: 1000 } },
  implemented: { accepted: true, cost: 200, savings: 500 },
  rewarded: { accepted: true, savings: 150, eventName: 'Kaizen Day' },
  replicated: { type: 'Fully Replicated' },
};

/** Accepts the given stages in order through the API and returns the idea's version. */
export async function acceptStages(t: TestContext, token: string, id: string, keys: StatusKey[]): Promise<number> {
  let version = (await ideaRow(t, id)).version;
  for (const key of keys) {
    const res = await putStage(t, token, id, key, { ...ACCEPT[key], version });
    if (res.statusCode !== 200) throw new Error(`${key}: ${res.body}`);
    version = res.json().version;
  }
  return version;
}
