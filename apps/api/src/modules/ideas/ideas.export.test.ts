import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, IDEA_SORTS, type IdeaOutput, translate } from '@fikra/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIdea, seedUnits, type Units, useTestContext } from '../../../test/factories.js';
import { ideasRepository } from '../../data/ideas.repository.js';
import { EXPORT_COLUMNS } from './ideas.export.js';

const ctx = useTestContext();
let h: Units;
let admin: string;
let first: { id: string; ideaNumber: number };

beforeAll(async () => {
  h = await seedUnits(ctx.db);
  first = await insertIdea(ctx.db, {
    company: h.company,
    factory: h.f1,
    area: h.a1,
    done: ['evaluated', 'approved', 'implemented', 'replicated'],
    replicationType: 'Fully Replicated',
    createdAt: '2026-03-05T10:00:00.000Z',
    ideaText: 'Recover boiler condensate to save gas',
    kaizenType: 'Quality',
    effects: ['Quality', 'Cost'],
    totalTicks: 5,
    priority: 'High',
    savings: 4000,
    columns: { replicated_from: 'Alexandria plant, line 2' },
  });
  await insertIdea(ctx.db, { factory: h.f2, area: h.a3, createdAt: '2026-02-01T08:00:00.000Z', ideaText: 'Second idea in Suez' });
  await insertIdea(ctx.db, { factory: h.f2, area: h.a3, createdAt: '2026-01-15T08:00:00.000Z', ideaText: 'Third idea in Suez' });
  admin = (await ctx.login('ADMIN')).token;
});

async function exportXlsx(
  opts: { token?: string; query?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const res = await ctx.request({
    method: 'POST',
    url: `/v1/idea-crud/export${opts.query ?? ''}`,
    token: opts.token ?? admin,
    payload: opts.body ?? {},
    headers: opts.headers,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  return { res, workbook, sheet: workbook.getWorksheet('Ideas')! };
}

const headerTexts = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.header === key) + 1;

describe('POST /v1/idea-crud/export', () => {
  it("streams an .xlsx in the spec's format: sheet 'Ideas', 30-wide columns, light-blue bold centred header", async () => {
    const { res, workbook, sheet } = await exportXlsx({ query: '?lang=en' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ideas-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Ideas']);
    expect(sheet.columnCount).toBe(EXPORT_COLUMNS.length);
    for (let n = 1; n <= sheet.columnCount; n++) expect(sheet.getColumn(n).width).toBe(30);
    sheet.getRow(1).eachCell((cell) => {
      expect(cell.font?.bold).toBe(true);
      expect(cell.alignment?.horizontal).toBe('center');
      expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFADD8E6' } });
    });
    expect(headerTexts(sheet).slice(0, 3)).toEqual(['Idea number', 'Idea id', 'Idea title']);
    expect(sheet.rowCount).toBe(4);
  });

  it('writes values in the language, newest first, dates as DD/MM/YYYY', async () => {
    const { sheet } = await exportXlsx({ query: '?lang=en' });
    const row = sheet.getRow(2);
    const at = (key: string) => row.getCell(column(key)).value;
    expect(at('enums:ideaFields.ideaNumber')).toBe(first.ideaNumber);
    expect(at('enums:ideaFields._id')).toBe(first.id);
    expect(at('enums:ideaFields.ideaText')).toBe('Recover boiler condensate to save gas');
    expect(at('enums:ideaFields.factoryBusinessUnit')).toBe('Cairo plant');
    expect(at('enums:ideaFields.effectOnPQCDSM')).toBe('Quality, Cost');
    expect(at('enums:stages.implemented')).toBe('Accepted');
    expect(at('enums:stages.rewarded')).toBe('Pending');
    expect(at('enums:ideaFields.replicationStatus')).toBe('Fully Replicated');
    expect(at('enums:ideaFields.replicatedFrom')).toBe('Alexandria plant, line 2');
    expect(at('enums:ideaFields.priority')).toBe('High');
    expect(at('enums:ideaFields.savings')).toBe(4000);
    expect(at('ideas:columns.managerSavingsType')).toBe('Cost Avoidance');
    const date = row.getCell(column('enums:ideaFields.date'));
    expect(date.value).toEqual(new Date('2026-03-05T10:00:00.000Z'));
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(3).getCell(column('enums:ideaFields.ideaText')).value).toBe('Second idea in Suez');
  });

  it('writes Arabic headers and values with ?lang=ar, and by default', async () => {
    for (const query of ['?lang=ar', '']) {
      const { sheet } = await exportXlsx({ query });
      expect(headerTexts(sheet)).toEqual(EXPORT_COLUMNS.map((c) => translate('ar', c.header)));
      expect(headerTexts(sheet).slice(0, 3)).toEqual(['رقم الفكرة', 'معرّف الفكرة', 'عنوان الفكرة']);
      const row = sheet.getRow(2);
      expect(row.getCell(column('enums:ideaFields.factoryBusinessUnit')).value).toBe('مصنع القاهرة');
      expect(row.getCell(column('enums:ideaFields.kaizenType')).value).toBe('الجودة');
      expect(row.getCell(column('enums:stages.implemented')).value).toBe('مقبول');
    }
  });

  it('follows Accept-Language when there is no ?lang', async () => {
    const { sheet } = await exportXlsx({ headers: { 'accept-language': 'fr;q=1, en-US;q=0.8, ar;q=0.5' } });
    expect(headerTexts(sheet)[0]).toBe('Idea number');
    const ar = await exportXlsx({ headers: { 'accept-language': 'ar-EG,en;q=0.5' } });
    expect(headerTexts(ar.sheet)[0]).toBe('رقم الفكرة');
  });

  it('exports the filtered, searched list and keeps unit-scoped roles to their unit', async () => {
    const filtered = await exportXlsx({
      query: '?lang=en',
      body: { 'factoryBusinessUnit._id': { in: [h.f2] }, page: 1, limit: 10 },
    });
    expect(filtered.sheet.rowCount).toBe(3);
    const searched = await exportXlsx({ query: '?lang=en', body: { search: 'third' } });
    expect(searched.sheet.rowCount).toBe(2);
    const { token } = await ctx.login('KEY_OWNER', { factoryBusinessUnitId: h.f1 });
    const scoped = await exportXlsx({ token, query: '?lang=en' });
    expect(scoped.sheet.rowCount).toBe(2);
    expect(scoped.sheet.getRow(2).getCell(1).value).toBe(first.ideaNumber);
  });

  it('refuses anonymous callers, USER, and unknown filter keys', async () => {
    expect((await ctx.request({ method: 'POST', url: '/v1/idea-crud/export', payload: {} })).statusCode).toBe(401);
    const user = (await ctx.login('USER')).token;
    expect((await ctx.request({ method: 'POST', url: '/v1/idea-crud/export', token: user, payload: {} })).statusCode).toBe(403);
    const bad = await ctx.request({
      method: 'POST',
      url: '/v1/idea-crud/export',
      token: admin,
      payload: { 'status.x.value': true },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /v1/idea-crud/backup', () => {
  it('downloads every idea as a JSON file, in idea-number order, each as GET /:id shows it', async () => {
    const res = await ctx.request({ method: 'GET', url: '/v1/idea-crud/backup', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ideas-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    const backup = JSON.parse(res.body) as {
      format: string;
      version: number;
      kind: string;
      exportedAt: string;
      count: number;
      data: (IdeaOutput & { history: unknown[] })[];
    };
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, kind: 'ideas' });
    expect(Number.isNaN(Date.parse(backup.exportedAt))).toBe(false);
    expect(backup.count).toBe(3);
    expect(backup.data.map((d) => d.ideaNumber)).toEqual([first.ideaNumber, first.ideaNumber + 1, first.ideaNumber + 2]);
    const { history: _history, ...one } = (
      await ctx.request({ method: 'GET', url: `/v1/idea-crud/${first.id}`, token: admin })
    ).json();
    // the backup adds the history and, on a replication, its link to the original (decision 032)
    const { history, replication, ...stored } = backup.data[0] as (typeof backup.data)[0] & { replication: unknown };
    expect(stored).toEqual(one);
    expect(history).toEqual([]);
    expect(replication).toBeNull();
  });

  it('is for ADMIN and CONSULTANT only', async () => {
    expect((await ctx.request({ method: 'GET', url: '/v1/idea-crud/backup' })).statusCode).toBe(401);
    const consultant = (await ctx.login('CONSULTANT')).token;
    expect((await ctx.request({ method: 'GET', url: '/v1/idea-crud/backup', token: consultant })).statusCode).toBe(200);
    for (const role of ['MBUL', 'KEY_OWNER', 'USER'] as const) {
      const { token } = await ctx.login(role, { factoryBusinessUnitId: h.f1 });
      expect((await ctx.request({ method: 'GET', url: '/v1/idea-crud/backup', token })).statusCode).toBe(403);
    }
  });
});

describe('walking every idea in batches (export and backup)', () => {
  it('visits each idea once, in the order of the list, for every sort, even with equal timestamps', async () => {
    const same = '2025-06-01T12:00:00.123456Z';
    for (let n = 0; n < 7; n++) {
      await insertIdea(ctx.db, {
        factory: h.f1,
        createdAt: same,
        totalTicks: n % 2,
        savings: (n % 3) * 100,
        priority: n % 2 ? 'High' : 'Low',
      });
    }
    const repo = ideasRepository(ctx.db);
    const criteria = { filter: {} };
    for (const sort of IDEA_SORTS) {
      const expected = (await repo.pageWithTotal(criteria, sort, 1, 100)).data.map((i) => i._id);
      const walked: string[] = [];
      for await (const batch of repo.batches(criteria, sort, 2)) walked.push(...batch.map((i) => i._id));
      expect(walked, sort).toEqual(expected);
      expect(walked).toHaveLength(10);
    }
  });
});
