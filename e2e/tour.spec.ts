import { appendFileSync, mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { routeTable, type TourRoute } from '../apps/web/src/app/routeTable';
// the modules themselves, not the package index: Playwright's loader cannot import the index's JSON catalogs
import { MASTER_DATA_KINDS } from '../packages/shared/src/domain/masterData';
import { RECORD_KINDS } from '../packages/shared/src/domain/records';
import { axeProblems, settle, smallTapTargets, textProblems, visibleText, watch } from './tourChecks';
import { addressOf, seedTour, type TourSeed } from './tourSeed';

/**
 * The accessibility and translation tour (issue 9): every route of the router, in Arabic and English, admin pages
 * signed in as the seeded admin, public pages anonymous at desktop and at 360 px phone width. Each visit must
 * have no serious/critical axe finding (WCAG 2.1 AA), no console error, no failed request or unexpected error
 * response, no untranslated key or leaked value, and the language's `lang`/`dir`; on a phone, no sideways
 * scrolling and no control under 44 px. A full-page screenshot of
 * each visit stays in test-results/tour/ for review.
 */

// TOUR_ONLY=<regex> tours only the matching routes (while fixing a page)
const only = process.env.TOUR_ONLY ? new RegExp(process.env.TOUR_ONLY) : undefined;
const ROUTES = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).filter((r) => !only || only.test(r.path));
const SHOTS = 'test-results/tour';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
type Lang = 'ar' | 'en';

let seed: TourSeed;
test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  test.setTimeout(120_000);
  seed = await seedTour(request);
});

const slug = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-');

async function openContext(browser: Browser, baseURL: string, lang: Lang, signedIn: boolean): Promise<BrowserContext> {
  const storage = [{ name: 'i18nextLng', value: lang }];
  if (signedIn) {
    storage.push({ name: 'token', value: seed.token }, { name: 'user', value: JSON.stringify(seed.user) });
  }
  return browser.newContext({
    baseURL,
    locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
    viewport: DESKTOP,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: storage }] },
  });
}

/** Visits each route and returns every problem found, one line each, so one run lists them all. */
async function tour(context: BrowserContext, lang: Lang, routes: TourRoute[], phone: boolean): Promise<string[]> {
  const page = await context.newPage();
  if (phone) await page.setViewportSize(PHONE);
  // a plain visit expects no error response at all
  const events = watch(page, () => false);
  const problems: string[] = [];
  for (const route of routes) {
    const address = addressOf(route, seed);
    const where = `${lang}${phone ? ' phone' : ''} ${route.path}`;
    await test.step(where, async () => {
      const started = Date.now();
      await page.goto(address);
      await settle(page);
      const loaded = Date.now();
      const found: string[] = [];
      const landed = decodeURI(new URL(page.url()).pathname);
      if (landed !== (route.lands ?? address)) found.push(`landed on ${landed}`);
      const html = page.locator('html');
      const [htmlLang, dir] = [await html.getAttribute('lang'), await html.getAttribute('dir')];
      if (!htmlLang?.startsWith(lang)) found.push(`lang="${htmlLang}"`);
      if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) found.push(`dir="${dir}"`);
      found.push(...textProblems(await visibleText(page)));
      found.push(...(await axeProblems(page)));
      if (phone) {
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        if (width > PHONE.width) found.push(`scrolls sideways: ${width}px wide`);
        found.push(...(await smallTapTargets(page)));
      }
      found.push(...events.take());
      await page.screenshot({ path: `${SHOTS}/${lang}${phone ? '-phone' : ''}-${slug(route.path)}.png`, fullPage: true });
      problems.push(...found.map((p) => `${where}: ${p}`));
      // kept beside the screenshots, so a run cut short still tells what it found
      appendFileSync(`${SHOTS}/findings.txt`, found.map((p) => `${where}: ${p}\n`).join(''));
      if (process.env.TOUR_TIMING) console.log(`${where}: load ${loaded - started} ms, total ${Date.now() - started} ms`);
    });
  }
  await page.close();
  return problems;
}

for (const lang of ['ar', 'en'] as const) {
  test(`every admin page in ${lang}: accessible, translated, no errors`, async ({ browser, baseURL }) => {
    test.setTimeout(1_500_000); // about a hundred pages, each with axe and a full-page screenshot, on a shared CI machine
    const context = await openContext(browser, baseURL as string, lang, true);
    const problems = await tour(
      context,
      lang,
      ROUTES.filter((r) => r.area === 'admin'),
      false,
    );
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`every public page in ${lang}, desktop and phone: accessible, translated, no errors`, async ({ browser, baseURL }) => {
    test.setTimeout(600_000);
    const context = await openContext(browser, baseURL as string, lang, false);
    const publicRoutes = ROUTES.filter((r) => r.area === 'public');
    const problems = [...(await tour(context, lang, publicRoutes, false)), ...(await tour(context, lang, publicRoutes, true))];
    await context.close();
    expect(problems).toEqual([]);
  });
}
