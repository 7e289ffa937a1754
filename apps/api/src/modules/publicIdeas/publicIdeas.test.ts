import { randomUUID } from 'node:crypto';
import { MAX_STATUS_BATCH } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { insertIdea, insertMasterData, insertUnit, useTestContext } from '../../../test/factories.js';
import { acceptStages, putStage } from '../../../test/scenarios/workflow.js';
import { startOfMonth } from './publicIdeas.service.js';

const t = useTestContext();
const batch = (ids: unknown) => t.request({ method: 'POST', url: '/v1/idea-crud/status/batch', payload: { ids } });

describe('POST /v1/idea-crud/status/batch (issue 27)', () => {
  it('answers only the public status of each known idea, in the order asked, without a session', async () => {
    const { token } = await t.login('ADMIN');
    const waiting = await insertIdea(t, { ideaText: 'A waiting idea with a secret title' });
    const rewarded = await insertIdea(t);
    await acceptStages(t, token, rewarded.id, ['evaluated', 'approved', 'implemented', 'rewarded']);
    const rejected = await insertIdea(t);
    const version = (await t.request({ method: 'GET', url: `/v1/idea-crud/${rejected.id}`, token })).json().version;
    await putStage(t, token, rejected.id, 'evaluated', { accepted: false, reasonOfDenial: 'High cost', version });

    const res = await batch([rewarded.id, randomUUID(), waiting.id.toUpperCase(), rejected.id]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.map((d: { ideaNumber: number }) => d.ideaNumber)).toEqual([
      rewarded.ideaNumber,
      waiting.ideaNumber,
      rejected.ideaNumber,
    ]);
    expect(data[0]).toEqual({
      _id: rewarded.id,
      ideaNumber: rewarded.ideaNumber,
      stage: 'rewarded',
      reward: 150,
      reason: null,
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data[1]).toMatchObject({ stage: 'submitted', reward: null, reason: null });
    // the reason of denial is part of the public status (spec §8), as in the lookup by code
    expect(data[2]).toMatchObject({ stage: 'rejected', reward: null, reason: 'High cost' });
    // nothing but these fields: no title, texts or people
    for (const d of data) expect(Object.keys(d).sort()).toEqual(['_id', 'changedAt', 'ideaNumber', 'reason', 'reward', 'stage']);
    expect(res.body).not.toContain('secret title');
  });

  it('refuses a bad body with a clear 400 and more than the batch size', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['not-an-id'] }, { ids: [randomUUID()], more: 1 }]) {
      const res = await t.request({ method: 'POST', url: '/v1/idea-crud/status/batch', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const tooMany = await batch(Array.from({ length: MAX_STATUS_BATCH + 1 }, () => randomUUID()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0]).toMatchObject({ key: 'atMostItems', params: { max: MAX_STATUS_BATCH } });
    expect((await batch(Array.from({ length: MAX_STATUS_BATCH }, () => randomUUID()))).json()).toEqual({ data: [] });
  });
});

describe('GET /v1/idea-crud/places (issue 28)', () => {
  it('lists every place level with parents, and an empty list for a level the plant does not use', async () => {
    const unit = await insertUnit(t);
    const area = await insertMasterData(t, 'areaSection', `Packing ${randomUUID().slice(0, 6)}`, 'التعبئة', [unit]);
    const res = await t.request({ method: 'GET', url: '/v1/idea-crud/places' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      ['AICMiniBusiness', 'areaSection', 'company', 'department', 'factoryBusinessUnit', 'firstCut', 'secondCut', 'stage'].sort(),
    );
    expect(data.areaSection).toContainEqual(expect.objectContaining({ _id: area, parentIds: [unit] }));
    expect(data.secondCut).toEqual([]);
  });
});

describe('GET /v1/idea-crud/rewarded (issue 27 item 7)', () => {
  it("lists this month's rewarded ideas by number, title and unit, without people", async () => {
    const { token } = await t.login('ADMIN');
    const unit = await insertUnit(t);
    const idea = await insertIdea(t, { factory: unit, ideaText: 'Rewarded idea of the month', employeeName: 'Private Person' });
    await acceptStages(t, token, idea.id, ['evaluated', 'approved', 'implemented', 'rewarded']);
    const notYet = await insertIdea(t, { ideaText: 'Implemented but not rewarded yet' });
    await acceptStages(t, token, notYet.id, ['evaluated', 'approved', 'implemented']);

    const res = await t.request({ method: 'GET', url: '/v1/idea-crud/rewarded' });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data.find((d: { ideaNumber: number }) => d.ideaNumber === idea.ideaNumber);
    expect(found).toEqual({
      ideaNumber: idea.ideaNumber,
      ideaText: 'Rewarded idea of the month',
      factoryBusinessUnit: { _id: unit, name: expect.any(Object) },
      rewardedAt: expect.any(String),
    });
    expect(res.body).not.toContain('Private Person');
    expect(res.body).not.toContain('not rewarded yet');
  });

  it('starts the month on its first day (UTC)', () => {
    expect(startOfMonth(new Date('2026-11-26T17:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('LANDING_SHOWS_NAMES', () => {
  const named = useTestContext({ LANDING_SHOWS_NAMES: true });
  it('adds the presenter when the plant turns it on', async () => {
    const { token } = await named.login('ADMIN');
    const idea = await insertIdea(named, { employeeName: 'Mona Hassan' });
    await acceptStages(named, token, idea.id, ['evaluated', 'approved', 'implemented', 'rewarded']);
    const { data } = (await named.request({ method: 'GET', url: '/v1/idea-crud/rewarded' })).json();
    expect(data[0]).toMatchObject({ ideaNumber: idea.ideaNumber, presenter: 'Mona Hassan' });
  });
});
