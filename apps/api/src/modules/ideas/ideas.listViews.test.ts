import { IDEA_LIST_VIEWS, ideaCompactRow, ideaExpandedRow, initialIdeaStatus } from '@fikra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertIdea, insertMasterData, seedUnits, type Units, useTestContext } from '../../../test/factories.js';

/** The list's views (issue 17 item 0, decision 020): each returns only the columns of its table. */
const ctx = useTestContext();
let h: Units;
let admin: string;
const ids: Record<string, string> = {};
const photo = (n: number) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  filename: `p${n}.png`,
  contentType: 'image/png',
});

beforeAll(async () => {
  h = await seedUnits(ctx.db);
  // rejected at evaluation with a reason, with related files and before/after photos, every place level set
  const rejected = initialIdeaStatus();
  Object.assign(rejected.evaluated, { value: true, accepted: false, reasonOfDenial: 'High cost' });
  const implemented = initialIdeaStatus();
  for (const key of ['evaluated', 'approved', 'implemented'] as const) implemented[key].value = true;
  implemented.implemented.before = [photo(1), photo(2)];
  implemented.implemented.after = [photo(3)];
  implemented.approved.estimatedSavings = { amount: 4200, type: 'Cost Avoidance' };
  const held = initialIdeaStatus();
  Object.assign(held.approved, { accepted: 'hold', reasonOfHold: 'Waiting for the budget' });
  held.evaluated.value = true;
  const seeds = {
    rejected: {
      factory: h.f1,
      area: h.a1,
      company: h.company,
      status: rejected,
      createdAt: daysAgo(1),
      columns: { evaluated_value: true },
    },
    implemented: {
      factory: h.f2,
      area: h.a3,
      aic: h.x2,
      status: implemented,
      createdAt: daysAgo(2),
      columns: {
        evaluated_value: true,
        approved_value: true,
        implemented_value: true,
        files_related: JSON.stringify([photo(4)]),
        total_ticks: 6,
        priority: 'High',
      },
    },
    held: { factory: h.f1, status: held, createdAt: daysAgo(3), columns: { evaluated_value: true } },
    nowhere: { createdAt: daysAgo(4), ideaText: 'An idea with no place at all, every reference empty' },
  };
  for (const [key, seed] of Object.entries(seeds)) ids[key] = (await insertIdea(ctx.db, seed)).id;
  admin = (await ctx.login('ADMIN')).token;
});

async function post(body: Record<string, unknown>) {
  const res = await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token: admin, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return { json: res.json(), bytes: Buffer.byteLength(res.body) };
}
const byId = (data: { _id: string }[]) =>
  Object.fromEntries(data.map((row) => [Object.keys(ids).find((k) => ids[k] === row._id), row]));
const REQUIRED = {
  compact: Object.keys(ideaCompactRow.shape).filter(
    (k) => !ideaCompactRow.shape[k as keyof typeof ideaCompactRow.shape].safeParse(undefined).success,
  ),
  expanded: Object.keys(ideaExpandedRow.shape).filter(
    (k) => !ideaExpandedRow.shape[k as keyof typeof ideaExpandedRow.shape].safeParse(undefined).success,
  ),
};
const ALLOWED = { compact: Object.keys(ideaCompactRow.shape), expanded: Object.keys(ideaExpandedRow.shape) };

describe('POST /v1/idea-crud/all with a view', () => {
  it.each(IDEA_LIST_VIEWS)(
    '%s: every row has exactly the fields of its view, and the page the names of what it refers to',
    async (view) => {
      const { json } = await post({ view });
      expect(Object.keys(json).sort()).toEqual(['data', 'limit', 'names', 'page', 'total', 'view']);
      expect(json.view).toBe(view);
      for (const row of json.data) {
        expect(ALLOWED[view]).toEqual(expect.arrayContaining(Object.keys(row)));
        expect(Object.keys(row)).toEqual(expect.arrayContaining(REQUIRED[view]));
      }
      const rows = byId(json.data);
      expect(rows.rejected.factoryBusinessUnit).toBe(h.f1);
      expect(rows.nowhere.factoryBusinessUnit).toBeNull();
      expect(json.names[h.f1]).toEqual({ en: 'Cairo plant', ar: 'مصنع القاهرة' });
      expect(json.names[h.f2]).toEqual({ en: 'Suez plant', ar: 'مصنع السويس' });
      // only the names the view shows: the company and the AIC are never shown in the table
      expect(json.names[h.company]).toBeUndefined();
      expect(json.names[h.x2]).toBeUndefined();
      if (view === 'expanded') {
        expect(rows.implemented.areaSection).toBe(h.a3);
        expect(json.names[h.a3]).toEqual({ en: 'Suez warehouse', ar: 'مخزن السويس' });
        expect(rows.nowhere.areaSection).toBeNull();
        expect(rows.implemented).toMatchObject({
          managerSavings: { amount: 4200, type: 'Cost Avoidance' },
          totalTicks: 6,
          priority: 'High',
        });
      } else {
        expect(json.names[h.a3]).toBeUndefined();
      }
    },
  );

  it('gives the badges, reasons, files and first photos of each row', async () => {
    const rows = byId((await post({ view: 'compact' })).json.data);
    expect(rows.rejected).toMatchObject({
      decisions: ['rejected', 'pending', 'pending', 'pending'],
      reasons: { evaluated: 'High cost' },
    });
    expect(rows.held).toMatchObject({
      decisions: ['accepted', 'hold', 'pending', 'pending'],
      reasons: { approved: 'Waiting for the budget' },
    });
    expect(rows.implemented).toMatchObject({
      decisions: ['accepted', 'accepted', 'accepted', 'pending'],
      filesRelated: [photo(4)],
      before: photo(1)._id,
      after: photo(3)._id,
      replicationStatus: 'Not Replicated',
    });
    // empty parts are left out
    expect(Object.keys(rows.nowhere).sort()).toEqual(
      ['_id', 'decisions', 'employeeName', 'factoryBusinessUnit', 'ideaNumber', 'ideaText', 'replicationStatus'].sort(),
    );
  });

  it('filters, sorts and pages exactly as the full list does', async () => {
    for (const body of [
      {},
      { 'factoryBusinessUnit._id': { in: [h.f1] } },
      { 'status.evaluated.value': true, sort: 'ideaNumber' },
      { sort: '-totalTicks', limit: 10, page: 1 },
      { sort: '-priority' },
      { sort: 'savings' },
      { search: 'no place' },
      { createdAt: { gte: daysAgo(2.5) } },
    ]) {
      const full = (await post(body)).json;
      expect(full.view).toBe('full');
      for (const view of IDEA_LIST_VIEWS) {
        const page = (await post({ ...body, view })).json;
        expect(
          page.data.map((r: { _id: string }) => r._id),
          `${view} ${JSON.stringify(body)}`,
        ).toEqual(full.data.map((r: { _id: string }) => r._id));
        expect({ total: page.total, page: page.page, limit: page.limit }).toEqual({
          total: full.total,
          page: full.page,
          limit: full.limit,
        });
      }
    }
    const second = (await post({ view: 'compact', limit: 10, page: 2 })).json;
    expect(second).toMatchObject({ data: [], total: 4, page: 2 });
  });

  it('keeps full records without a view, and takes the view on GET too', async () => {
    const full = byId((await post({})).json.data);
    expect(full.rejected.factoryBusinessUnit).toEqual({ _id: h.f1, name: { en: 'Cairo plant', ar: 'مصنع القاهرة' } });
    expect(full.rejected.company).toEqual({ _id: h.company, name: { en: 'Nile Foods', ar: 'أغذية النيل' }, logo: null });
    expect(full.nowhere.company).toBeNull();
    expect(full.implemented.status.implemented.before).toHaveLength(2);
    const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/all?view=compact&limit=25', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ view: 'compact', total: 4, limit: 25 });
    expect(res.json().data[0].status).toBeUndefined();
  });

  it('refuses an unknown view with 400 naming it', async () => {
    const res = await ctx.request({ method: 'POST', url: '/v1/idea-crud/all', token: admin, payload: { view: 'wide' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().details)).toContain('view');
    const get = await ctx.request({ method: 'GET', url: '/v1/idea-crud/all?view=full', token: admin });
    expect(get.statusCode).toBe(400);
    // the export and the banks keep their full content and take no view
    const exp = await ctx.request({ method: 'POST', url: '/v1/idea-crud/export', token: admin, payload: { view: 'compact' } });
    expect(exp.statusCode).toBe(400);
  });

  it('sends a compact page of 25 in at most 10 KB', async () => {
    const factory = await insertMasterData(ctx.db, 'factoryBusinessUnit', 'Alexandria plant', 'مصنع الإسكندرية');
    for (let n = 0; n < 25; n++) {
      await insertIdea(ctx.db, {
        factory,
        area: null,
        createdAt: daysAgo(10 + n),
        employeeName: 'Huda Sami Abdelrahman',
        // the bench's titles: ~94 bytes, Arabic and English
        ideaText:
          n % 2
            ? 'تقصير مسار الحركة إلى ماكينة التعبئة بالخط 5 لتسهيل عمل المشغل'
            : `Recover the waste heat from the water tank on line ${n}`,
      });
    }
    const { json, bytes } = await post({ 'factoryBusinessUnit._id': { in: [factory] }, view: 'compact', limit: 25 });
    expect(json.data).toHaveLength(25);
    for (const row of json.data) expect(Object.keys(row).sort()).toEqual([...REQUIRED.compact].sort());
    expect(bytes).toBeLessThanOrEqual(10 * 1024);
    const full = await post({ 'factoryBusinessUnit._id': { in: [factory] }, limit: 25 });
    console.log(`ideas list, page of 25: compact ${bytes} bytes, full records ${full.bytes} bytes`);
    await ctx.db.query('delete from ideas where factory_business_unit_id = $1', [factory]);
  });
});
