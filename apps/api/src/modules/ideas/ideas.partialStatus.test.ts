import { ideaWithHistoryOutput, initialIdeaStatus } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, useTestContext } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { goodRow } from '../../../test/scenarios/ideaImport.js';

/**
 * The idea's response schema is strict (decision 035): a status stored without every field (a hand-made or old
 * backup, an old imported row) is completed from the initial status when read, and a field the contract does not
 * know is dropped, so GET never fails on it.
 */
const t = useTestContext();
let admin: string;

const get = async (id: string) => {
  const res = await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin });
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json();
};

/** Only the stages' decisions, as a hand-made backup may hold them, and a field the contract does not know. */
const partialStatus = {
  evaluated: { value: true, accepted: true, legacyNote: 'kept nowhere' },
  approved: { value: false },
  implemented: { value: false, before: [], after: [] },
  rewarded: { value: false },
  replicated: { value: false, type: 'Not Replicated' },
};

describe('an idea whose stored status lacks fields', () => {
  it('a restored backup with only the stages’ decisions: GET answers the full status; the summary is the backup’s', async () => {
    admin = (await t.login('ADMIN')).token;
    const { id } = await insertIdea(t.db, { done: ['evaluated'], ideaText: 'Partial status from a hand-made backup' });
    const backup = JSON.parse((await t.request({ method: 'GET', url: '/v1/idea-crud/backup', token: admin })).body);
    const idea = backup.data.find((i: { _id: string }) => i._id === id);
    Object.assign(idea, { status: partialStatus, totalTicks: 5, version: idea.version + 1 });
    const { payload, headers } = multipart([
      { filename: 'backup.json', content: JSON.stringify(backup), contentType: 'application/json' },
    ]);
    const restored = await t.request({ method: 'POST', url: '/v1/idea-crud/backup', token: admin, payload, headers });
    expect(restored.statusCode, restored.body).toBe(200);

    const read = await get(id);
    expect(ideaWithHistoryOutput.safeParse(read).success).toBe(true);
    const initial = initialIdeaStatus();
    expect(read.status).toEqual({ ...initial, evaluated: { ...initial.evaluated, value: true, accepted: true } });
    expect(read.status.evaluated).not.toHaveProperty('legacyNote');
    expect(read.totalTicks).toBe(5);
    const [row] = await t.db.query<{ status: { approved: object } }>('select status from ideas where id = $1', [id]);
    expect(row.status.approved).toEqual(initial.approved);
  });

  it('the workflow decides the next stage of such an idea', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      "select id from ideas where idea_text = 'Partial status from a hand-made backup'",
    );
    const { version } = await get(id);
    const res = await t.request({
      method: 'PUT',
      url: `/v1/idea-crud/updateStatus/${id}/approved`,
      token: admin,
      payload: { accepted: true, version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.approved).toMatchObject({ value: true, accepted: true, estimatedSavings: { amount: 0 } });
  });

  it('an imported idea whose stored status is partial (an old row): GET, the imported list and the list answer', async () => {
    await seedUnits(t);
    const imported = await t.request({ method: 'POST', url: '/v1/idea-crud/allImported', token: admin, payload: [goodRow(1)] });
    expect(imported.statusCode, imported.body).toBe(200);
    const [{ _id: id }] = imported.json().newData;
    await t.db.query(`update ideas set status = '{"evaluated": {"value": true}, "replicated": {"type": 7}}' where id = $1`, [id]);

    const read = await get(id);
    expect(read.status.evaluated).toMatchObject({ value: true, accepted: true, questions: { totalTicks: 0, priority: 'Low' } });
    // a stage whose stored value has the wrong type reads as the initial one
    expect(read.status.replicated).toEqual(initialIdeaStatus().replicated);
    const list = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?limit=100', token: admin });
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect(list.json().data.map((i: { _id: string }) => i._id)).toContain(id);
    const all = await t.request({ method: 'POST', url: '/v1/idea-crud/bank/imported', token: admin, payload: {} });
    expect(all.statusCode, all.body.slice(0, 300)).toBe(200);
  });
});
