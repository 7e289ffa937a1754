import { expect, type Page, test } from '@playwright/test';
import { apiLogin, setRecordsModule, shootDesktopAndPhone, useSession } from './fixtures';

/**
 * The plant's settings switch the optional records module on and off (decision 030), in both languages. The
 * switch is one setting for the whole server, and the tour and the records journeys need the module on: this file
 * runs in its own project after theirs (playwright.config.ts), never beside them. Alone:
 * `npx playwright test e2e/recordsModule.spec.ts --no-deps`.
 */
const SHOTS = 'test-results/admin-polish';
// the first visit of a page loads its chunk on a shared machine: give it time
const slow = expect.configure({ timeout: 30_000 });

const shoot = (page: Page, name: string) => shootDesktopAndPhone(page, `${SHOTS}/${name}`);

/** The seeded admin's session, the plant's settings as the API gives them, and the records module switched by it. */
async function asAdmin(page: Page) {
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.token}` };
  const settings = async () => (await page.request.get('/v1/plant-settings', { headers })).json();
  const put = (enabled: boolean) => setRecordsModule(page.request, session.token, enabled);
  return { session, headers, settings, put };
}

test('the record kinds are in the menu only while an administrator has them on', async ({ page }) => {
  test.setTimeout(120_000);
  const { session, put } = await asAdmin(page);
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
  const { session, headers, settings, put } = await asAdmin(page);
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
