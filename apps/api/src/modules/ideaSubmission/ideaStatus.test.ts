import { beforeAll, describe, expect, it } from 'vitest';
import { type Hierarchy, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';

const t = useTestContext();
let h: Hierarchy;
let first: { _id: string; ideaNumber: number };
let second: { _id: string; ideaNumber: number };

beforeAll(async () => {
  h = await seedHierarchy(t);
  const submit = async (patch: object) =>
    (
      await t.request({ method: 'POST', url: '/v1/idea-crud', payload: validIdea(h, { employeeCode: 'E-7001', ...patch }) })
    ).json();
  first = await submit({ ideaText: 'Reuse the rinse water of the filling line' });
  second = await submit({ ideaText: 'Insulate the steam pipes near the boiler' });
  // the first idea was evaluated and rejected, approved on hold (as the workflow would store it)
  await t.db.query(
    `update ideas set status = jsonb_set(jsonb_set(status, '{evaluated}', status->'evaluated' || $2::jsonb), '{approved}', status->'approved' || $3::jsonb),
                      employee_phone = '01098765432', estimated_annual_savings = 99999
      where id = $1`,
    [
      first._id,
      JSON.stringify({ value: true, accepted: false, reasonOfDenial: 'High cost', reasonOfHold: 'stale hold text' }),
      JSON.stringify({ value: false, accepted: 'hold', reasonOfHold: 'Waiting for the budget' }),
    ],
  );
  await t.db.query(`update ideas set status = jsonb_set(status, '{replicated,type}', '"Partially Replicated"') where id = $1`, [
    second._id,
  ]);
});

const get = (url: string, ip = '10.5.0.1') => t.request({ method: 'GET', url: `/v1${url}`, remoteAddress: ip });
const pending = { value: false, accepted: true };

describe('public idea status lookup', () => {
  it('by employee code: every idea of the code, newest first, with status fields only (no id, no texts)', async () => {
    for (const url of ['/idea-crud/code/E-7001', '/idea-crud/status?type=employee&code=E-7001']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Ideas fetched successfully',
        data: [
          {
            ideaNumber: second.ideaNumber,
            status: {
              evaluated: pending,
              approved: pending,
              implemented: pending,
              rewarded: pending,
              replicated: { value: false, type: 'Partially Replicated', from: null },
            },
            duplicateOf: null,
          },
          {
            ideaNumber: first.ideaNumber,
            status: {
              // a reason of the fixed list is a code the form translates; a typed hold reason is a text
              evaluated: { value: true, accepted: false, reasonOfDenial: 'High cost' },
              approved: { value: false, accepted: 'hold' },
              implemented: pending,
              rewarded: pending,
              replicated: { value: false, type: 'Not Replicated', from: null },
            },
            duplicateOf: null,
          },
        ],
      });
      expect(res.body).not.toMatch(/Mona|01098765432|99999|V-2026|E-7001|rinse|steam|budget/);
      expect(res.body).not.toContain(first._id);
    }
  });

  it('a typed rejection reason is a text: shown by id, not by employee code', async () => {
    await t.db.query(
      `update ideas set status = jsonb_set(status, '{evaluated,reasonOfDenial}', '"The line is being replaced"') where id = $1`,
      [first._id],
    );
    const byCode = (await get('/idea-crud/code/E-7001', '10.5.0.2')).json().data[1];
    expect(byCode.status.evaluated).toEqual({ value: true, accepted: false });
    const byId = (await get(`/idea-crud/status?type=idea&code=${first._id}`, '10.5.0.2')).json().data[0];
    expect(byId.status.evaluated.reasonOfDenial).toBe('The line is being replaced');
    await t.db.query(`update ideas set status = jsonb_set(status, '{evaluated,reasonOfDenial}', '"High cost"') where id = $1`, [
      first._id,
    ]);
  });

  it("by idea id with its texts; by idea number with the presenter's employee code (any letter case), status only", async () => {
    const byNumber = await get(`/idea-crud/status?type=idea&code=${first.ideaNumber}&employeeCode=e-7001`);
    expect(byNumber.json().data).toEqual([expect.objectContaining({ ideaNumber: first.ideaNumber })]);
    expect(byNumber.json().data[0]).not.toHaveProperty('_id');
    expect(byNumber.json().data[0]).not.toHaveProperty('ideaText');
    const withoutCode = await get(`/idea-crud/status?type=idea&code=${first.ideaNumber}`);
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'employeeCode', message: "Please enter the presenter's employee code to look an idea up by its number" }],
    });
    // someone else's code finds nothing, and says no more than an unknown number would
    const wrongCode = await get(`/idea-crud/status?type=idea&code=${first.ideaNumber}&employeeCode=E-7002`);
    expect(wrongCode.statusCode).toBe(404);
    expect(wrongCode.json().message).toBe('No idea with this ID');
    const byId = await get(`/idea-crud/status?type=idea&code=${second._id.toUpperCase()}`);
    expect(byId.json()).toMatchObject({
      message: 'Ideas fetched successfully',
      data: [{ _id: second._id, ideaText: 'Insulate the steam pipes near the boiler' }],
    });
    const held = (await get(`/idea-crud/status?type=idea&code=${first._id}`)).json().data[0];
    expect(held.status.approved).toEqual({ value: false, accepted: 'hold', reasonOfHold: 'Waiting for the budget' });
  });

  it('answers 404 with the spec texts when nothing matches', async () => {
    for (const url of ['/idea-crud/code/NOBODY', '/idea-crud/status?type=employee&code=NOBODY']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Ideas fetched successfully but no submitted ideas' });
    }
    for (const code of ['999999', '00000000-0000-4000-8000-000000000000', 'not-a-number', '1e3', '99999999999999999999']) {
      const res = await get(`/idea-crud/status?type=idea&code=${code}&employeeCode=E-7001`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No idea with this ID' });
    }
  });

  it('needs a type and a code', async () => {
    expect((await get('/idea-crud/status?code=E-7001')).statusCode).toBe(400);
    expect((await get('/idea-crud/status?type=phone&code=E-7001')).statusCode).toBe(400);
    const blank = await get('/idea-crud/status?type=employee&code=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('This field is required');
    expect((await get('/idea-crud/code/ab%00cd')).statusCode).toBe(400);
  });

  it.each(['/idea-crud/code/E-7001', '/idea-crud/status?type=employee&code=E-7001'])(
    '%s is rate-limited per address',
    async (url) => {
      const ip = `10.5.9.${url.length}`;
      expect((await get(url, ip)).headers['ratelimit-limit']).toBe('30');
      for (let i = 1; i < 30; i++) await get(url, ip);
      const limited = await get(url, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect((await get(url, '10.5.8.1')).statusCode).toBe(200);
    },
  );

  it('/idea-crud/status is limited for all addresses together (300 a minute)', async () => {
    let answered = 0;
    let busy = 0;
    for (let i = 0; i < 320; i++) {
      const res = await get(`/idea-crud/status?type=employee&code=E-7001`, `10.6.${i % 20}.${Math.floor(i / 20)}`);
      if (res.statusCode === 200) answered++;
      else if (res.json().message === 'This lookup is busy, please try again in a minute') busy++;
    }
    expect(busy).toBeGreaterThanOrEqual(20);
    expect(answered).toBeLessThanOrEqual(300);
    expect(busy + answered).toBe(320);
  });
});
