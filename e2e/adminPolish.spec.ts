import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, expectNoSeriousAxe, shootDesktopAndPhone, uid, useSession } from './fixtures';

/**
 * What a plant admin meets every day looks finished (issue 30), in both languages: one title per page and no
 * breadcrumb repeating it, the company's logo once on its form, the employee code sheet's codes listed and
 * found, the bank's replication filter taking two values. The settings that switch the record kinds on and off are in
 * recordsModule.spec.ts, which runs after the others.
 */
const SHOTS = 'test-results/admin-polish';
// the first visit of a page loads its chunk on a shared machine: give it time
const slow = expect.configure({ timeout: 30_000 });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PAGES = ['dashboard', 'user', 'employee-code-sheet', 'settings', 'upload-video', 'kaizenTemplate', 'uploadBackupFile'];

async function upload(
  request: APIRequestContext,
  token: string,
  purpose: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  const res = await request.post(`/v1/file/upload?purpose=${purpose}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { _id: string }[])[0]._id;
}

async function loadCodes(request: APIRequestContext, token: string, rows: { code: string; name: string; mobile: string }[]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Codes').addRows([['code', 'name', 'mobile'], ...rows.map((r) => [r.code, r.name, r.mobile])]);
  const fileId = await upload(request, token, 'spreadsheet', 'codes.xlsx', XLSX_TYPE, Buffer.from(await book.xlsx.writeBuffer()));
  const headers = { authorization: `Bearer ${token}` };
  const sheet = await request.post('/v1/employee-sheet', { headers, data: { fileId } });
  expect(sheet.ok()).toBeTruthy();
  const loaded = await request.post('/v1/employee-sheet/createMany', {
    headers,
    data: { sheetId: (await sheet.json())._id, data: rows },
  });
  expect(loaded.ok(), await loaded.text()).toBeTruthy();
}

const shoot = (page: Page, name: string) => shootDesktopAndPhone(page, `${SHOTS}/${name}`);

for (const lang of ['ar', 'en'] as const) {
  test.describe(`admin polish (${lang})`, () => {
    test('every page has one h1 and no breadcrumb repeating it', async ({ page }) => {
      test.setTimeout(180_000);
      await useSession(page, await apiLogin(page.request), lang);
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const path of PAGES) {
        await page.goto(`/admin/${path}`);
        const title = page.locator('h1');
        await slow(title, path).toBeVisible();
        await expect(title, path).toHaveCount(1);
        const text = (await title.textContent())?.trim();
        const crumbs = await page.locator('.ant-breadcrumb li').allTextContents();
        expect(
          crumbs.map((c) => c.trim()),
          path,
        ).not.toContain(text);
      }
      await page.goto('/admin/settings');
      await expect(page.getByTestId('settings-form')).toBeVisible();
      await expectNoSeriousAxe(page);
      await shoot(page, `settings-${lang}`);
    });

    test('the company form shows its logo once', async ({ page }) => {
      test.setTimeout(120_000);
      const session = await apiLogin(page.request);
      const logo = await upload(page.request, session.token, 'image', 'logo.png', 'image/png', PNG);
      const id = uid();
      const company = await createMasterData(page.request, session.token, 'company', {
        name: { en: `Logo Co ${id}`, ar: `شركة الشعار ${id}` },
        logo,
      });
      await useSession(page, session, lang);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/admin/editCompany/${company._id}`);
      await slow(page.getByTestId('md-logo-preview').locator('img')).toBeVisible();
      await expect(page.locator(`img[src="/v1/file/${logo}"]`)).toHaveCount(1);
      await shoot(page, `company-form-${lang}`);
    });

    test('the employee code sheet lists its codes and finds one', async ({ page }) => {
      test.setTimeout(120_000);
      const session = await apiLogin(page.request);
      const id = uid();
      const rows = Array.from({ length: 14 }, (_, n) => ({
        code: `P${id}-${String(n + 1).padStart(2, '0')}`,
        name: n === 6 ? `Salma ${id}` : `Worker ${n + 1}`,
        mobile: '',
      }));
      await loadCodes(page.request, session.token, rows);
      await useSession(page, session, lang);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/admin/employee-code-sheet');
      const table = page.getByTestId('sheet-codes-table');
      await slow(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
      await expect(page.getByTestId('current-sheet')).toContainText('14');
      await expect(page.getByTestId('sheet-template')).toBeVisible();
      await expect(page.getByTestId('sheet-download-current')).toBeVisible();
      await page.getByTestId('sheet-codes-search').locator('input').fill(`Salma ${id}`);
      await page.getByTestId('sheet-codes-search').locator('input').press('Enter');
      await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
      await expect(table).toContainText(`P${id}-07`);
      await expectNoSeriousAxe(page);
      await shoot(page, `employee-code-sheet-${lang}`);
    });

    test("the bank's replication filter takes two values", async ({ page }) => {
      test.setTimeout(120_000);
      await useSession(page, await apiLogin(page.request), lang);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/admin/kaizenTemplate');
      const names = lang === 'ar' ? ['معممة بالكامل', 'غير معممة'] : ['Fully Replicated', 'Not Replicated'];
      await slow(page.getByTestId('filter-replication')).toBeVisible();
      await page.getByTestId('filter-replication').click();
      for (const name of names)
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('filter-replication').locator('.ant-select-selection-item')).toHaveCount(2);
      const sent = page.waitForRequest(
        (r) =>
          r.url().includes('/v1/idea-crud/bank/submitted') &&
          r.method() === 'POST' &&
          !!r.postDataJSON()['status.replicated.type'],
      );
      await page.getByTestId('filter-apply').click();
      expect((await sent).postDataJSON()['status.replicated.type']).toEqual({ in: ['Fully Replicated', 'Not Replicated'] });
      await shoot(page, `bank-filter-${lang}`);
    });
  });
}
