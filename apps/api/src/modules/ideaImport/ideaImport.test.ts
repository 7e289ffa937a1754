import { beforeAll, describe, expect, it } from 'vitest';
import { searchTableDrift, seedUnits, useTestContext } from '../../../test/factories.js';
import { goodRow, grid, importedCount, postFile, type Row, xlsOf, xlsxOf } from '../../../test/scenarios/ideaImport.js';
import { acceptStages } from '../../../test/scenarios/workflow.js';

const t = useTestContext();
let admin: string;
beforeAll(async () => {
  admin = (await t.login('ADMIN')).token;
  await seedUnits(t);
});

const importRows = async (rows: Row[], lang: 'en' | 'ar' | 'both' = 'en') =>
  postFile(t, '/v1/idea-crud/import-data', await xlsxOf(grid(rows, lang)), admin);

// parsing runs in a worker thread of its own per sheet: slow to boot under tsx on a loaded machine
describe('spreadsheet import of ideas', { timeout: 180_000 }, () => {
  it('imports a sheet with English headers, then a re-import adds nothing and says so', async () => {
    const rows = [goodRow(1), goodRow(2, { evaluatedDate: '2023-04-01', approvedDate: '2023-04-10' })];
    const first = await importRows(rows);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ importedCount: 2, ignoredCount: 0, message: 'The file has been imported' });
    expect(first.json().newData).toHaveLength(2);

    const again = await importRows(rows);
    expect(again.json()).toMatchObject({
      importedCount: 0,
      ignoredCount: 2,
      message: 'Nothing new to import: every idea in the file is already imported',
    });
    expect(await importedCount(t)).toBe(2);
    expect(await searchTableDrift(t.db)).toBe(0);

    const idea = await t.request({ method: 'GET', url: `/v1/idea-crud/${first.json().newData[1]._id}`, token: admin });
    expect(idea.json()).toMatchObject({
      imported: true,
      ideaCode: 'OLD-2',
      factoryBusinessUnit: { name: { en: 'Cairo plant' } },
      company: { name: { en: 'Nile Foods' } },
      effectOnPQCDSM: ['Productivity', 'Cost'],
      status: { evaluated: { value: true, accepted: true }, approved: { value: true }, implemented: { value: false } },
    });
    expect(idea.json().createdAt.slice(0, 10)).toBe('2023-03-15');
  });

  it('reads Arabic headers in any order, Arabic names and Arabic values; the template headers too', async () => {
    const arabic = goodRow(10, {
      factoryBusinessUnit: 'مصنع القاهرة',
      areaSection: 'خط التعبئة',
      kaizenType: 'مكسب سريع',
      effectOnPQCDSM: 'الجودة، السلامة',
      ideaPresenterType: 'موظف',
    });
    const cells = grid([arabic], 'ar');
    const reversed = cells.map((r) => [...r].reverse());
    const res = await postFile(t, '/v1/idea-crud/import-data', await xlsxOf(reversed), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().importedCount).toBe(1);
    const both = await importRows([goodRow(11)], 'both');
    expect(both.json().importedCount).toBe(1);
    const [row] = await t.db.query<{ kaizen_type: string; effect_on_pqcdsm: string[] }>(
      "select kaizen_type, effect_on_pqcdsm from ideas where idea_code = 'OLD-10'",
    );
    expect(row).toEqual({ kaizen_type: 'Quick win', effect_on_pqcdsm: ['Quality', 'Safety'] });
  });

  it('reads a legacy .xls like an .xlsx', async () => {
    const res = await postFile(t, '/v1/idea-crud/import-data', xlsOf(grid([goodRow(20)])), admin, 'ideas.xls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().importedCount).toBe(1);
    const [row] = await t.db.query<{ created_at: Date }>("select created_at from ideas where idea_code = 'OLD-20'");
    expect(row.created_at.toISOString().slice(0, 10)).toBe('2023-03-15');
  });

  it('reports every kind of row error with its message and column, and imports nothing', async () => {
    const before = await importedCount(t);
    const bad: [Row, string, string, string][] = [
      [goodRow(30, { ideaCode: '' }), 'ideaCode', 'REQUIRED', 'This field is required'],
      [goodRow(31, { ideaText: 'too short' }), 'ideaText', 'IDEA_TEXT_MIN', 'Idea must be at least 20 characters'],
      [goodRow(32, { ideaDesc: '' }), 'ideaDesc', 'REQUIRED', 'This field is required'],
      [goodRow(47, { ideaDesc: 'short one' }), 'ideaDesc', 'IDEA_DESC_MIN', 'Description must be at least 20 characters'],
      [goodRow(33, { employeeName: 'Al' }), 'employeeName', 'EMPLOYEE_NAME_MIN', 'Employee name must be at least 4 characters'],
      [goodRow(34, { employeeCode: 'E1' }), 'employeeCode', 'EMPLOYEE_CODE_MIN', 'Employee code must be at least 4 characters'],
      [goodRow(35, { ideaPresenterType: 'Robot' }), 'ideaPresenterType', 'INVALID_VALUE', 'Invalid value'],
      [goodRow(36, { kaizenType: 'Magic' }), 'kaizenType', 'INVALID_VALUE', 'Invalid value'],
      [goodRow(37, { effectOnPQCDSM: '' }), 'effectOnPQCDSM', 'REQUIRED', 'This field is required'],
      [goodRow(38, { estimatedAnualSavings: 'lots' }), 'estimatedAnualSavings', 'INVALID_NUMBER', 'Must be a number'],
      [goodRow(39, { estimatedAnualSavings: -5 }), 'estimatedAnualSavings', 'AMOUNT_MIN', 'Amount must be at least 0'],
      [goodRow(40, { date: '31/02/2023' }), 'date', 'INVALID_DATE', 'Invalid date'],
      [
        goodRow(41, { factoryBusinessUnit: 'Atlantis plant' }),
        'factoryBusinessUnit',
        'UNKNOWN_NAME',
        'Location of idea not found: "Atlantis plant"',
      ],
      [goodRow(42, { areaSection: '' }), 'areaSection', 'REQUIRED', 'This field is required'],
      [
        goodRow(43, { areaSection: 'Suez warehouse' }),
        'areaSection',
        'NOT_UNDER_PARENT',
        'Specific location does not belong to the chosen location of idea',
      ],
      [goodRow(44, { approvedDate: '2023-04-01' }), 'approvedDate', 'STAGE_ORDER', 'A stage needs the stage before it'],
      [
        goodRow(45, { implementedCost: -1, evaluatedDate: '2023-01-01' }),
        'implementedCost',
        'AMOUNT_MIN',
        'Amount must be at least 0',
      ],
      [goodRow(46, { replicationType: 'Sometimes' }), 'replicationType', 'INVALID_VALUE', 'Invalid value'],
      [goodRow(1), 'ideaCode', 'DUPLICATE_IN_FILE', 'This idea code appears more than once in the file'],
    ];
    const rows = [goodRow(1), ...bad.map(([row]) => row)];
    const res = await importRows(rows);
    expect(res.statusCode, res.body).toBe(422);
    const report = res.json();
    expect(report).toMatchObject({ code: 'IMPORT_REJECTED', errorCount: bad.length });
    bad.forEach(([, column, code, message], n) => {
      expect(report.errors, `row ${n + 3}`).toContainEqual(expect.objectContaining({ row: n + 3, column, code, message }));
    });
    expect(report.errors.find((e: { code: string }) => e.code === 'UNKNOWN_NAME').value).toBe('Atlantis plant');
    // the description's own message, with what the cell held (issue 30)
    expect(report.errors.find((e: { code: string }) => e.code === 'IDEA_DESC_MIN').value).toBe('short one');
    expect(await importedCount(t)).toBe(before);
  });

  it('previews the rows read and their errors without storing anything', async () => {
    const before = await importedCount(t);
    const res = await postFile(
      t,
      '/v1/idea-crud/import-file',
      await xlsxOf(grid([goodRow(50), goodRow(51, { kaizenType: 'Magic' }), goodRow(1)])),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, errorCount: 1, existingCount: 1 });
    expect(res.json().rows[0]).toMatchObject({ row: 2, values: { ideaCode: 'OLD-50' } });
    expect(res.json().errors[0]).toMatchObject({ row: 3, column: 'kaizenType' });
    expect(await importedCount(t)).toBe(before);
  });

  it('imports a JSON array by the same rules, the row being its position', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/v1/idea-crud/allImported',
      payload: [goodRow(60), goodRow(61, { ideaText: 'short' })],
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([expect.objectContaining({ row: 2, column: 'ideaText', code: 'IDEA_TEXT_MIN' })]);
    const ok = await t.request({ method: 'POST', url: '/v1/idea-crud/allImported', payload: [goodRow(60)], token: admin });
    expect(ok.json()).toMatchObject({ importedCount: 1, ignoredCount: 0 });
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/idea-crud/allImported',
      payload: [{ ...goodRow(62), colour: 'red' }],
      token: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
  });

  it('lists imported ideas only, filtered by stage; the admin list shows submitted ones only', async () => {
    const all = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?limit=100', token: admin });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(await importedCount(t));
    expect(all.json().data.every((i: { imported: boolean }) => i.imported)).toBe(true);
    const approved = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?status=approved', token: admin });
    expect(approved.json().data.map((i: { ideaCode: string }) => i.ideaCode)).toEqual(['OLD-2']);
    const page = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?limit=10&page=2', token: admin });
    expect(page.json()).toMatchObject({ page: 2, limit: 10 });
    const admins = await t.request({ method: 'POST', url: '/v1/idea-crud/all', payload: {}, token: admin });
    expect(admins.json().data.some((i: { imported: boolean }) => i.imported)).toBe(false);
    const wrong = await t.request({ method: 'GET', url: '/v1/idea-crud/allImported?status=lost', token: admin });
    expect(wrong.statusCode).toBe(400);
  });

  it('puts imported ideas through the same workflow and into the imported idea bank', async () => {
    const done = goodRow(70, {
      evaluatedDate: '2023-01-05',
      approvedDate: '2023-01-10',
      implementedDate: '2023-02-01',
      implementedCost: 100,
      implementedSavings: 400,
      replicationType: 'Partially Replicated',
    });
    const res = await importRows([done, goodRow(71)]);
    expect(res.json().importedCount).toBe(2);
    const [historic, fresh] = res.json().newData as { _id: string }[];
    const bank = await t.request({ method: 'POST', url: '/v1/idea-crud/bank/imported', payload: {}, token: admin });
    expect(bank.json().data.map((i: { _id: string }) => i._id)).toEqual([historic._id]);
    expect(bank.json().data[0]).toMatchObject({ savings: 400, cost: 100, ROI: 4, replicationStatus: 'Partially Replicated' });
    await acceptStages(t, admin, fresh._id, ['evaluated', 'approved', 'implemented']);
    const after = await t.request({ method: 'POST', url: '/v1/idea-crud/bank/imported', payload: {}, token: admin });
    expect(after.json().total).toBe(2);
  });
});
