import { initialIdeaStatus, KAIZEN_TYPES, messageKeyOf, PRESENTER_TYPES } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countIdeas, type Hierarchy, seedHierarchy, useTestContext, validIdea } from '../../../test/factories.js';
import { multipart, SAMPLES } from '../../../test/multipart.js';
import { quarterOf } from './ideaSubmission.service.js';

const t = useTestContext();
let h: Hierarchy;
beforeAll(async () => {
  h = await seedHierarchy(t);
});

const submit = (payload: object, headers: Record<string, string> = {}, ip = '10.3.0.1') =>
  t.request({ method: 'POST', url: '/v1/idea-crud', payload, headers, remoteAddress: ip });
async function uploadFile(purpose: string, filename: string, content: Buffer, token?: string) {
  const res = await t.request({
    method: 'POST',
    url: `/v1/file/upload?purpose=${purpose}`,
    ...multipart([{ filename, content }]),
    token,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0] as { _id: string; filename: string; contentType: string };
}

describe('POST /v1/idea-crud (public, no sign-in)', () => {
  it('stores the idea with the initial status, quarter and year from today, the next number and the unit company', async () => {
    const res = await submit(validIdea(h));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      ideaNumber: expect.any(Number),
      message: 'Your idea has been submitted successfully.',
    });
    const [row] = await t.db.query<Record<string, unknown>>('select * from ideas where id = $1', [body._id]);
    const now = new Date();
    expect(row).toMatchObject({
      idea_presenter_type: 'Visitor',
      employee_name: 'Mona Hassan Ibrahim',
      employee_code: 'V-2026',
      employee_phone: '01012345678',
      company_id: h.company,
      factory_business_unit_id: h.factory,
      area_section_id: h.area,
      aic_minibusiness_id: null,
      quarter: quarterOf(now),
      year: now.getUTCFullYear(),
      kaizen_type: 'Quick win',
      effect_on_pqcdsm: ['Quality', 'Cost'],
      priority: 'Low',
      total_ticks: 0,
      evaluated_value: false,
      replication_type: 'Not Replicated',
      imported: false,
      files_related: [],
      operator_img: [],
    });
    expect(Number(row.idea_number)).toBe(body.ideaNumber);
    expect(Number(row.estimated_annual_savings)).toBe(12000);
    expect(Number(row.savings)).toBe(0);
    expect(row.status).toEqual(initialIdeaStatus());
    const next = await submit(validIdea(h));
    expect(next.json().ideaNumber).toBe(body.ideaNumber + 1);
  });

  it('stores the whole hierarchy (references as ids or { _id }) and trims text', async () => {
    const res = await submit(
      validIdea(h, {
        company: { _id: h.company },
        AICMinibusiness: h.aic,
        department: h.department,
        stage: { _id: h.stage },
        firstCut: h.firstCut,
        secondCut: h.secondCut,
        ideaText: '   Reuse the rinse water of the filling line   ',
        ideaPresenterType: 'Employee',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.query<Record<string, unknown>>('select * from ideas where id = $1', [res.json()._id]);
    expect(row).toMatchObject({
      idea_text: 'Reuse the rinse water of the filling line',
      idea_presenter_type: 'Employee',
      aic_minibusiness_id: h.aic,
      department_id: h.department,
      stage_id: h.stage,
      first_cut_id: h.firstCut,
      second_cut_id: h.secondCut,
    });
  });

  it.each([
    [{ ideaText: '' }, 'ideaText', 'This field is required'],
    [{ ideaText: '   Too short idea   ' }, 'ideaText', 'Idea must be at least 20 characters'],
    [{ ideaDesc: undefined }, 'ideaDesc', 'This field is required'],
    [{ ideaDesc: 'short description' }, 'ideaDesc', 'Idea must be at least 20 characters'],
    [{ employeeName: '' }, 'employeeName', 'This field is required'],
    [{ employeeName: 'Ali' }, 'employeeName', 'Employee name must be at least 4 characters'],
    [{ employeeCode: undefined }, 'employeeCode', 'This field is required'],
    [{ employeeCode: 'E12' }, 'employeeCode', 'Employee code must be at least 4 characters'],
    [{ ideaPresenterType: undefined }, 'ideaPresenterType', 'This field is required'],
    [{ ideaPresenterType: 'Boss' }, 'ideaPresenterType', `This is not one of the allowed values (${PRESENTER_TYPES.join(', ')})`],
    [{ factoryBusinessUnit: '' }, 'factoryBusinessUnit', 'This field is required'],
    [{ areaSection: null }, 'areaSection', 'This field is required'],
    [{ kaizenType: undefined }, 'kaizenType', 'This field is required'],
    [{ kaizenType: 'Magic' }, 'kaizenType', `This is not one of the allowed values (${KAIZEN_TYPES.join(', ')})`],
    [{ effectOnPQCDSM: [] }, 'effectOnPQCDSM', 'This field is required'],
    [{ effectOnPQCDSM: undefined }, 'effectOnPQCDSM', 'This field is required'],
    [{ estimatedAnualSavings: -1 }, 'estimatedAnualSavings', 'Amount must be at least 0'],
    [{ estimatedAnualSavings: 'a lot' }, 'estimatedAnualSavings', 'Must be a number'],
    [{ estimatedAnualSavings: undefined }, 'estimatedAnualSavings', 'This field is required'],
    [{ ideaDesc: 'A long enough description\u0000with a NUL' }, 'ideaDesc', 'This text contains characters that are not allowed'],
  ])('refuses %o on %s with "%s" and stores nothing', async (patch, path, message) => {
    const before = await countIdeas(t);
    const res = await submit(validIdea(h, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    // the detail names its message in the catalogue too, for the web app to translate
    expect(res.json().details[0]).toEqual({ path, message, ...messageKeyOf(message) });
    expect(await countIdeas(t)).toBe(before);
  });

  it.each(['status', 'priority', 'totalTicks', 'reward', 'ideaNumber', '_id', 'date', 'quarter', 'year', 'imported', 'savings'])(
    'refuses a client-set %s (the server owns it) and stores nothing',
    async (key) => {
      const before = await countIdeas(t);
      const res = await submit({ ...validIdea(h), [key]: key === 'status' ? { evaluated: { value: true } } : 'High' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        path: '',
        message: `Unrecognized key: "${key}"`,
        key: 'unrecognizedKey',
        params: { key },
      });
      expect(await countIdeas(t)).toBe(before);
    },
  );

  it.each([
    [
      () => ({ factoryBusinessUnit: '00000000-0000-4000-8000-000000000000' }),
      'factoryBusinessUnit',
      'Location of idea not found',
    ],
    [() => ({ factoryBusinessUnit: h.area }), 'factoryBusinessUnit', 'Location of idea not found'],
    [() => ({ company: h.otherCompany }), 'factoryBusinessUnit', 'Location of idea does not belong to the chosen company'],
    [() => ({ company: h.factory }), 'company', 'Company not found'],
    [() => ({ areaSection: h.otherArea }), 'areaSection', 'Specific location does not belong to the chosen location of idea'],
    [() => ({ areaSection: h.aic }), 'areaSection', 'Specific location not found'],
    [
      () => ({ AICMinibusiness: h.otherAic }),
      'AICMinibusiness',
      'AIC mini business does not belong to the chosen specific location',
    ],
    [() => ({ department: h.otherDepartment }), 'department', 'Department does not belong to the chosen location of idea'],
    [() => ({ stage: h.stage }), 'stage', 'Stage does not belong to the chosen department'],
    [() => ({ department: h.department, stage: h.otherStage }), 'stage', 'Stage does not belong to the chosen department'],
    [
      () => ({ department: h.department, stage: h.stage, firstCut: h.otherFirstCut }),
      'firstCut',
      'First cut does not belong to the chosen stage',
    ],
    [
      () => ({ department: h.department, stage: h.stage, firstCut: h.firstCut, secondCut: h.otherSecondCut }),
      'secondCut',
      'Second cut does not belong to the chosen first cut',
    ],
  ])('keeps the hierarchy consistent (%#): %s "%s"', async (patch, path, message) => {
    const before = await countIdeas(t);
    const res = await submit(validIdea(h, patch()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: [{ path, message }] });
    expect(await countIdeas(t)).toBe(before);
  });

  it('attaches uploaded files as { _id, filename, contentType }, refusing unknown or unsuitable ones', async () => {
    const photo = await uploadFile('image', 'operator.png', SAMPLES.png);
    const pdf = await uploadFile('attachment', 'drawing.pdf', SAMPLES.pdf);
    const { token } = await t.login('ADMIN');
    const backup = await uploadFile('json', 'backup.json', Buffer.from('{}'), token);

    const ok = await submit(validIdea(h, { filesRelated: [pdf._id, { _id: photo._id }], operatorImg: [photo._id] }));
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.db.query<{ files_related: unknown; operator_img: unknown }>('select * from ideas where id = $1', [
      ok.json()._id,
    ]);
    expect(row.files_related).toEqual([pdf, photo]);
    expect(row.operator_img).toEqual([photo]);
    // attached: no longer anonymous uploads waiting to be removed, nor counted against the visitors' cap
    const marks = await t.db.query<{ anonymous_unused: boolean }>('select anonymous_unused from files where id = any($1)', [
      [pdf._id, photo._id],
    ]);
    expect(marks).toEqual([{ anonymous_unused: false }, { anonymous_unused: false }]);

    const refused = [
      [{ filesRelated: ['00000000-0000-4000-8000-000000000000'] }, 'filesRelated', 'File not found'],
      [{ operatorImg: [pdf._id] }, 'operatorImg', 'The operator photo must be an image'],
      [{ filesRelated: [backup._id] }, 'filesRelated', 'This file cannot be attached to an idea'],
      [{ filesRelated: 'not a list' }, 'filesRelated', 'Invalid files'],
    ] as const;
    for (const [patch, path, message] of refused) {
      const res = await submit(validIdea(h, patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path, message, ...messageKeyOf(message) }]);
    }
  });
});

describe('Idempotency-Key', () => {
  it('a retried request returns the first result and stores one idea', async () => {
    const before = await countIdeas(t);
    const headers = { 'idempotency-key': 'form-3f6c1e2a-retry' };
    const first = await submit(validIdea(h), headers);
    const again = await submit(validIdea(h), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countIdeas(t)).toBe(before + 1);
  });

  it('the same key with another body is a conflict; a refused attempt keeps its key free', async () => {
    const headers = { 'idempotency-key': 'form-key-2' };
    expect((await submit(validIdea(h), headers)).statusCode).toBe(201);
    const other = await submit(validIdea(h, { ideaText: 'A different idea about the boiler room' }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');

    const bad = await submit(validIdea(h, { areaSection: h.otherArea }), { 'idempotency-key': 'form-key-3' });
    expect(bad.statusCode).toBe(400);
    expect((await submit(validIdea(h), { 'idempotency-key': 'form-key-3' })).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const res = await submit(validIdea(h), { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Idempotency-Key');
  });
});

describe("the presenter's phone (the public code lookup shows it masked)", () => {
  beforeAll(async () => {
    await t.db.query(
      `insert into employee_codes (code, name, mobile) values ('E-3001', 'Mona Hassan Ibrahim', '01011112222'), ('E-3002', 'Omar Khaled Saad', null)`,
    );
  });
  const employee = (patch: object) => validIdea(h, { ideaPresenterType: 'Employee', employeeCode: 'E-3001', ...patch });
  const phoneOf = async (res: { json: () => { _id: string } }) =>
    (await t.db.query<{ employee_phone: string | null }>('select employee_phone from ideas where id = $1', [res.json()._id]))[0]
      .employee_phone;

  it('stores the code sheet mobile when the form sent the masked one or none', async () => {
    for (const employeePhone of ['********222', undefined, '']) {
      const res = await submit(employee({ employeePhone }));
      expect(res.statusCode, res.body).toBe(201);
      expect(await phoneOf(res)).toBe('01011112222');
    }
  });

  it('keeps a number the presenter typed; a masked one without a stored mobile is dropped', async () => {
    expect(await phoneOf(await submit(employee({ employeePhone: '01234567890' })))).toBe('01234567890');
    expect(await phoneOf(await submit(employee({ employeeCode: 'E-3002', employeePhone: '***' })))).toBeNull();
    expect(await phoneOf(await submit(employee({ employeeCode: 'E-9999', employeePhone: '********222' })))).toBeNull();
    // a visitor never gets a sheet's number
    expect(
      await phoneOf(await submit(validIdea(h, { ideaPresenterType: 'Visitor', employeeCode: 'E-3001', employeePhone: '' }))),
    ).toBeNull();
  });
});

describe('submission limits per address count outcomes', () => {
  it('1,000 invalid submissions do not block valid ones; invalid ones past 300 are refused with 429', {
    timeout: 120_000,
  }, async () => {
    const ip = '10.77.0.1';
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await submit({ ...validIdea(h), ideaText: 'short' }, {}, ip);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 300, 429: 700 });
    const valid = await submit(validIdea(h), {}, ip);
    expect(valid.statusCode, valid.body).toBe(201);
    // a well-formed body is judged by the accepted count even now; the refusal it gets is still its own
    expect((await submit(validIdea(h, { areaSection: h.otherArea }), {}, ip)).statusCode).toBe(400);
    const flood = await submit({ ...validIdea(h), ideaText: 'short' }, {}, ip);
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toMatch(/^\d+$/);
    // another address is not affected
    expect((await submit({ ...validIdea(h), ideaText: 'short' }, {}, '10.77.0.2')).statusCode).toBe(400);
  });
});
