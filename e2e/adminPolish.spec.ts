import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, expectNoSeriousAxe, uid, useSession } from './fixtures';

/**
 * What a plant admin meets every day looks finished (issue 30), in both languages: one title per page and no
 * breadcrumb repeating it, the company's logo once on its form, the employee code sheet's codes listed and
 * found, the bank's replication filter taking two values, the settings that switch the record kinds on and off.
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

async function shoot(page: Page, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

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

test('the record kinds are in the menu only while an administrator has them on', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.token}` };
  const settings = async () => (await page.request.get('/v1/plant-settings', { headers })).json();
  const put = async (recordsEnabled: boolean) =>
    expect(
      (await page.request.put('/v1/plant-settings', { headers, data: { ...(await settings()), recordsEnabled } })).ok(),
    ).toBeTruthy();
  await useSession(page, session, 'en');
  await page.setViewportSize({ width: 1366, height: 900 });
  await put(false);
  await page.goto('/admin/dashboard');
  await slow(page.getByTestId('kpi-savings')).toContainText('EGP');
  await expect(page.locator('.ant-menu').getByText('Records', { exact: true })).toHaveCount(0);
  await page.goto('/admin/settings');
  await page.getByTestId('settings-records').click();
  await page.getByTestId('settings-save').click();
  await expect(page.locator('.ant-menu').getByText('Records', { exact: true })).toBeVisible();
  // other journeys and the tour work with the records: the module stays on
});

test('with the records module off its pages and API say so, in both languages; turned on, they work again', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.token}` };
  const settings = async () => (await page.request.get('/v1/plant-settings', { headers })).json();
  const put = async (recordsEnabled: boolean) =>
    expect(
      (await page.request.put('/v1/plant-settings', { headers, data: { ...(await settings()), recordsEnabled } })).ok(),
    ).toBeTruthy();
  await put(false);
  const off = await page.request.get('/v1/client/all', { headers });
  expect(off.status()).toBe(404);
  expect(await off.json()).toMatchObject({ code: 'MODULE_OFF', key: 'recordsModuleOff' });
  const sentence = {
    en: 'The records module is off; an administrator can turn it on in Settings',
    ar: 'وحدة السجلات متوقفة؛ يمكن للمسؤول تشغيلها من الإعدادات',
  };
  for (const lang of ['ar', 'en'] as const) {
    await useSession(page, session, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/client');
    await slow(page.getByTestId('records-module-off')).toContainText(sentence[lang]);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('records-table')).toHaveCount(0);
    await shoot(page, `records-off-${lang}`);
  }
  // the way to the settings, then the list again
  await page.getByTestId('records-open-settings').click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await slow(page.getByTestId('settings-records')).toBeVisible();
  await page.getByTestId('settings-records').click();
  await page.getByTestId('settings-save').click();
  await expect.poll(async () => (await settings()).recordsEnabled).toBe(true);
  await page.goto('/admin/client');
  await slow(page.getByTestId('records-search')).toBeVisible();
  await expect(page.getByTestId('records-module-off')).toHaveCount(0);
  expect((await page.request.get('/v1/client/all', { headers })).status()).toBe(200);
});
