import { WORKFLOW_MESSAGES as M } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyOf, ideaRow, insertIdea, useTestContext } from '../../../test/factories.js';
import { acceptStages } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
let admin: string;

beforeAll(async () => {
  admin = (await t.login('ADMIN', { username: 'Mona Admin' })).token;
});

const putOpl = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/v1/idea-crud/${id}/opl`, token, payload });

const ROWS = [
  { id: 1, kpi: 'Productivity', period: 'Daily', before: 120, after: 150, saving: 30, note: 'cartons per hour' },
  { id: 2, before: 4, after: 1 },
];

async function implementedIdea() {
  const { id } = await insertIdea(t);
  return { id, version: await acceptStages(t, admin, id, ['evaluated', 'approved', 'implemented']) };
}

describe('PUT /v1/idea-crud/:id/opl', () => {
  it.each([
    ['not evaluated', []],
    ['only approved', ['evaluated', 'approved']],
  ] as const)('%s: 409 "This idea is not implemented yet"', async (_name, stages) => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, [...stages]);
    const res = await putOpl(admin, id, { rows: ROWS, report: 'r', version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STAGE_ORDER', message: M.notImplemented });
  });

  it('an implementation marked not possible has no knowledge table', async () => {
    const { id } = await insertIdea(t);
    const version = await acceptStages(t, admin, id, ['evaluated', 'approved']);
    await t.request({
      method: 'PUT',
      url: `/v1/idea-crud/updateStatus/${id}/implemented`,
      token: admin,
      payload: { accepted: false, version },
    });
    expect((await putOpl(admin, id, { rows: ROWS, version: version + 1 })).json().message).toBe(M.notImplemented);
  });

  it('saves rows with defaults and the report once; a second save is refused on the server', async () => {
    const { id, version } = await implementedIdea();
    const res = await putOpl(admin, id, { rows: ROWS, report: '  Rollers removed the lifting.  ', version });
    expect(res.statusCode).toBe(200);
    const rows = [ROWS[0], { id: 2, kpi: 'Productivity', period: 'Daily', before: 4, after: 1, saving: 0, note: '' }];
    expect(res.json().opl).toMatchObject({ rows, report: 'Rollers removed the lifting.' });
    expect(Date.parse(res.json().opl.savedAt)).not.toBeNaN();
    expect(res.json().status.implemented).toMatchObject({ oplDescription: rows, ideaText: 'Rollers removed the lifting.' });
    expect(res.json().version).toBe(version + 1);
    const again = await putOpl(admin, id, { rows: ROWS, report: 'changed', version: version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STAGE_LOCKED', message: M.oplSaved });
    expect((await ideaRow(t, id)).opl).toMatchObject({ report: 'Rollers removed the lifting.' });
    const history = await historyOf(t, id);
    expect(history.at(-1)).toMatchObject({ stage: 'opl', user_name: 'Mona Admin' });
    expect(history.at(-1)?.changes).toHaveProperty('ideaText');
  });

  it('a stale version changes nothing', async () => {
    const { id, version } = await implementedIdea();
    const res = await putOpl(admin, id, { rows: ROWS, version: version - 1 });
    expect(res.json().code).toBe('STALE_VERSION');
    expect((await ideaRow(t, id)).opl).toBeNull();
  });

  it.each([
    [{ rows: [] }, M.oplMinRows],
    [{ rows: [{ id: 1, after: -2 }] }, M.amountMin],
    [{ rows: [{ id: 1, period: 'Hourly' }] }, null],
    [{ rows: [{ id: 1, kpi: ' ' }] }, M.required],
  ])('%o -> 400 "%s"', async (patch, message) => {
    const { id, version } = await implementedIdea();
    const res = await putOpl(admin, id, { version, ...patch });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await ideaRow(t, id)).opl).toBeNull();
  });

  it.each(['CONSULTANT', 'MBUL', 'KEY_OWNER', 'EMPLOYEE'] as const)('%s may not save it (ADMIN only)', async (role) => {
    const { id, version } = await implementedIdea();
    const { token } = await t.login(role);
    expect((await putOpl(token, id, { rows: ROWS, version })).statusCode).toBe(403);
  });
});

describe('the knowledge table sent to updateStatus/:id/implemented (issue 30 item 4)', () => {
  const putImplemented = (id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/v1/idea-crud/updateStatus/${id}/implemented`, token: admin, payload });
  const getIdea = async (id: string) => (await t.request({ method: 'GET', url: `/v1/idea-crud/${id}`, token: admin })).json();

  it('sent back as GET returned it (the implementation decided with its section as read), it passes', async () => {
    const { id } = await insertIdea(t);
    await acceptStages(t, admin, id, ['evaluated', 'approved']);
    const idea = await getIdea(id);
    expect(idea.status.implemented).toMatchObject({ oplDescription: [], ideaText: '' });
    const res = await putImplemented(id, {
      ...idea.status.implemented,
      accepted: true,
      cost: 40,
      savings: 400,
      version: idea.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.implemented).toMatchObject({ value: true, cost: 40, oplDescription: [], ideaText: '' });
  });

  it.each([
    ['oplDescription', [{ id: 1, kpi: 'Quality', period: 'Weekly', before: 1, after: 2, saving: 3, note: 'x' }]],
    ['ideaText', 'What the knowledge report says'],
  ])('%s with another value: 400 naming the field and the route that saves it; nothing changes', async (field, value) => {
    const { id, version } = await implementedIdea();
    const res = await putImplemented(id, { cost: 99, [field]: value, version });
    expect(res.statusCode).toBe(400);
    const params = { field, route: 'PUT /v1/idea-crud/:id/opl' };
    expect(res.json().details).toEqual([
      {
        path: field,
        key: 'savedByOtherRoute',
        params,
        message: `${field} is not changed here: it is saved with PUT /v1/idea-crud/:id/opl`,
      },
    ]);
    const idea = await getIdea(id);
    expect(idea.version).toBe(version);
    expect(idea.status.implemented).toMatchObject({ oplDescription: [], ideaText: '' });
    expect(idea.status.implemented.cost).not.toBe(99);
  });

  it('the same in a save of several stages, named under its stage', async () => {
    const { id, version } = await implementedIdea();
    const res = await t.request({
      method: 'PATCH',
      url: `/v1/idea-crud/${id}/status`,
      token: admin,
      payload: { version, stages: { implemented: { ideaText: 'Report text' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: 'stages.implemented.ideaText', key: 'savedByOtherRoute' });
  });

  it('another stage does not take them at all: 400 naming the key', async () => {
    const { id } = await insertIdea(t);
    const res = await t.request({
      method: 'PUT',
      url: `/v1/idea-crud/updateStatus/${id}/evaluated`,
      token: admin,
      payload: { accepted: 'hold', reasonOfHold: 'Later', ideaText: 'x', version: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ key: 'unrecognizedKey', params: { key: 'ideaText' } });
  });
});
