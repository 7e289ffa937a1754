import type AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { axeFor } from './tourChecks';

export { E2E_ADMIN };
export const uid = () => Math.random().toString(36).slice(2, 8);

/** Signs in through the API and returns the token and user. */
export async function apiLogin(request: APIRequestContext, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const res = await request.post('/v1/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { token: string; user: { _id: string; email: string; username: string; version: number } };
}

let storageWrites = 0;

/**
 * Writes entries into the site's localStorage. On a page that is already on the site, at once; on a fresh page,
 * before the app's first script runs on the first page of the site it opens (an init script that runs once per
 * call and tab), so no extra page load is spent on it. Later navigations keep what the app itself changes.
 */
async function writeStorage(page: Page, entries: Record<string, string>) {
  if (page.url().startsWith('http')) {
    await page.evaluate((e) => {
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
    return;
  }
  const mark = `e2e:storage-written:${++storageWrites}`;
  await page.addInitScript(
    ([e, done]) => {
      try {
        if (sessionStorage.getItem(done)) return;
        for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
        sessionStorage.setItem(done, '1');
      } catch {
        // about:blank has no storage of the site: the first page of the site writes it
      }
    },
    [entries, mark] as const,
  );
}

/** Puts a session into the browser's storage (as the login page does), in the given language. */
export async function useSession(page: Page, session: { token: string; user: unknown }, lang: 'ar' | 'en' = 'ar') {
  await writeStorage(page, { token: session.token, user: JSON.stringify(session.user), i18nextLng: lang });
}

export async function setLanguage(page: Page, lang: 'ar' | 'en') {
  await writeStorage(page, { i18nextLng: lang });
}

/** Signs in as the first admin (through the API) in the browser's storage; the next page opened is signed in. */
export async function loginAsAdmin(page: Page, lang: 'ar' | 'en' = 'ar') {
  const session = await apiLogin(page.request);
  await useSession(page, session, lang);
  return session;
}

/**
 * Switches the optional records module of the plant's settings on or off (off on a new plant, decision 030),
 * through the API; nothing is sent when it already is.
 */
export async function setRecordsModule(request: APIRequestContext, token: string, enabled: boolean) {
  const headers = { authorization: `Bearer ${token}` };
  const settings = await (await request.get('/v1/plant-settings', { headers })).json();
  if (settings.recordsEnabled === enabled) return;
  const res = await request.put('/v1/plant-settings', { headers, data: { ...settings, recordsEnabled: enabled } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A spec that makes or visits records of the module's kinds turns it on first. */
export const recordsModuleOn = (request: APIRequestContext, token: string) => setRecordsModule(request, token, true);

/** Creates a master-data record through the API (admin token). */
export async function createMasterData(
  request: APIRequestContext,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<{ _id: string }> {
  const res = await request.post(`/v1/${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** Creates a user of the given role: registers through the API, then the admin sets the role. */
export async function createUserWithRole(
  request: APIRequestContext,
  adminToken: string,
  role: string,
  factoryBusinessUnit: string,
) {
  const email = `${role.toLowerCase()}-${uid()}@e2e.local`;
  const password = 'Passw0rd!';
  const reg = await request.post('/v1/auth/register', {
    data: {
      username: `${role.toLowerCase()}-user`,
      email,
      password,
      mobile: '01012345678',
      defaultLang: 'ar',
      factoryBusinessUnit,
    },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const { user } = await reg.json();
  const upd = await request.put(`/v1/User/${user._id}`, {
    data: { userType: role, version: user.version },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(upd.ok(), await upd.text()).toBeTruthy();
  return { email, password, id: user._id as string };
}

/**
 * Picks an option of a single-select: antd can lose a click made while its dropdown is still animating, so
 * opening and picking are retried until the option was taken. Not for multi-selects (a repeated click on a
 * chosen option would unselect it).
 */
export async function pickOption(open: () => Promise<unknown>, option: Locator) {
  await expect(async () => {
    if (!(await option.isVisible())) await open();
    await option.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Chooses an option of an antd select by its title. The name is typed first: with many records the list is
 * virtual and searchable, so the option is drawn only once the search narrows the list to it.
 */
export async function chooseOption(page: Page, testId: string, title: string) {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(title);
  await expect(async () => {
    if (!(await option.isVisible())) {
      await page.getByTestId(testId).click();
      await page.keyboard.type(title);
    }
    await option.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * No serious or critical axe finding on the page as the user reads it: once its transitions and animations
 * have finished (a side menu or a dialog caught half-way is half transparent, which axe reports as low
 * contrast). Endless animations (a skeleton's shimmer) are not waited for. `configure` narrows the check.
 */
export async function expectNoSeriousAxe(page: Page, configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const axe = await configure(axeFor(page)).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** A full-page screenshot at a desktop's and a phone's width, for a person reviewing the screens; ends at 1366. */
export async function shootDesktopAndPhone(page: Page, path: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${path}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
