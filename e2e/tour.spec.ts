import { appendFileSync, mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { routeTable, type TourRoute } from '../apps/web/src/app/routeTable';
// the modules themselves, not the package index: Playwright's loader cannot import the index's JSON catalogs
import { MASTER_DATA_KINDS } from '../packages/shared/src/domain/masterData';
import { RECORD_KINDS } from '../packages/shared/src/domain/records';
import { demoSeed } from './demoSeed';
import { axeProblems, inFlight, settle, smallTapTargets, textProblems, visibleText, watch } from './tourChecks';
import { addressOf, seedTour, type TourSeed } from './tourSeed';

/**
 * The accessibility and translation tour (issue 9): every route of the router, in Arabic and English, admin pages
 * signed in as the seeded admin, public pages anonymous at desktop and at 360 px phone width. Each visit must
 * have no serious/critical axe finding (WCAG 2.1 AA), no console error, no failed request or unexpected error
 * response, no untranslated key or leaked value, and the language's `lang`/`dir`; on a phone, no sideways
 * scrolling and no control under 44 px; exactly one `<h1>`. A full-page screenshot of
 * each visit that found something stays in test-results/tour/ (of every visit with TOUR_SHOTS=1, for review).
 *
 * The admin pages of each language are toured in ADMIN_PARTS parts, which Playwright runs in parallel (the tour
 * project is fully parallel): every route is still visited in both languages. TOUR_TIMING=1 prints each visit's
 * time by phase. On the demo plant (playwright.demo.config.ts sets TOUR_ON_DEMO) the tour seeds nothing: it opens
 * the demo's own records, signed in as its administrator, and keeps its screenshots in test-results/tour-demo/.
 */

// TOUR_ONLY=<regex> tours only the matching routes (while fixing a page)
const only = process.env.TOUR_ONLY ? new RegExp(process.env.TOUR_ONLY) : undefined;
const ROUTES = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).filter((r) => !only || only.test(r.path));
const ON_DEMO = process.env.TOUR_ON_DEMO === '1';
const SHOTS = ON_DEMO ? 'test-results/tour-demo' : 'test-results/tour';
// a full-page screenshot of every visit is for a person reviewing the screens (TOUR_SHOTS=1); a run keeps one of each
// visit that found something, beside findings.txt
const ALL_SHOTS = process.env.TOUR_SHOTS === '1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const ADMIN_PARTS = 3;
type Lang = 'ar' | 'en';

let seed: TourSeed;
test.beforeAll(async ({ request }) => {
  mkdirSync(SHOTS, { recursive: true });
  test.setTimeout(120_000);
  seed = await (ON_DEMO ? demoSeed(request) : seedTour(request));
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
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: storage }] },
  });
}

/** Visits each route and returns every problem found, one line each, so one run lists them all. */
async function tour(context: BrowserContext, lang: Lang, routes: TourRoute[], phone: boolean): Promise<string[]> {
  const page = await context.newPage();
  if (phone) await page.setViewportSize(PHONE);
  // a plain visit expects no error response at all
  const events = watch(page, () => false);
  const requests = inFlight(page);
  const problems: string[] = [];
  for (const route of routes) {
    const address = addressOf(route, seed);
    const where = `${lang}${phone ? ' phone' : ''} ${route.path}`;
    await test.step(where, async () => {
      const started = Date.now();
      await page.goto(address);
      await settle(page, requests);
      // a page whose record is still being drawn after the network went quiet: its title comes with it
      await page
        .locator('h1')
        .first()
        .waitFor({ state: 'attached', timeout: 5_000 })
        .catch(() => undefined);
      const loaded = Date.now();
      const found: string[] = [];
      const landed = decodeURI(new URL(page.url()).pathname);
      if (landed !== (route.lands ?? address)) found.push(`landed on ${landed}`);
      const html = page.locator('html');
      const [htmlLang, dir] = [await html.getAttribute('lang'), await html.getAttribute('dir')];
      if (!htmlLang?.startsWith(lang)) found.push(`lang="${htmlLang}"`);
      if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) found.push(`dir="${dir}"`);
      found.push(...textProblems(await visibleText(page)));
      // every page has exactly one main title (issue 30)
      const titles = await page.locator('h1').count();
      if (titles !== 1) found.push(`${titles} <h1> titles`);
      const read = Date.now();
      found.push(...(await axeProblems(page)));
      const checked = Date.now();
      if (phone) {
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        if (width > PHONE.width) found.push(`scrolls sideways: ${width}px wide`);
        found.push(...(await smallTapTargets(page)));
      }
      found.push(...events.take());
      if (ALL_SHOTS || found.length > 0)
        await page.screenshot({ path: `${SHOTS}/${lang}${phone ? '-phone' : ''}-${slug(route.path)}.png`, fullPage: true });
      if (process.env.TOUR_TIMING) {
        const phases = `load ${loaded - started}, text ${read - loaded}, axe ${checked - read}, shot ${Date.now() - checked}`;
        console.log(`${where}: ${phases}, total ${Date.now() - started} ms`);
      }
      problems.push(...found.map((p) => `${where}: ${p}`));
      // kept beside the screenshots, so a run cut short still tells what it found
      appendFileSync(`${SHOTS}/findings.txt`, found.map((p) => `${where}: ${p}\n`).join(''));
    });
  }
  await page.close();
  return problems;
}

const ADMIN_ROUTES = ROUTES.filter((r) => r.area === 'admin');
const PUBLIC_ROUTES = ROUTES.filter((r) => r.area === 'public');
const partOf = (part: number) => ADMIN_ROUTES.filter((_, i) => i % ADMIN_PARTS === part);

for (const lang of ['ar', 'en'] as const) {
  for (let part = 0; part < ADMIN_PARTS; part++) {
    test(`admin pages in ${lang}, part ${part + 1} of ${ADMIN_PARTS}: accessible, translated, no errors`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(900_000); // about thirty pages, each with an axe run, on a shared CI machine
      const context = await openContext(browser, baseURL as string, lang, true);
      const problems = await tour(context, lang, partOf(part), false);
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  test(`every public page in ${lang}, desktop and phone: accessible, translated, no errors`, async ({ browser, baseURL }) => {
    test.setTimeout(600_000);
    const context = await openContext(browser, baseURL as string, lang, false);
    const problems = [...(await tour(context, lang, PUBLIC_ROUTES, false)), ...(await tour(context, lang, PUBLIC_ROUTES, true))];
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('the parts together visit every admin page once', () => {
  const visited = Array.from({ length: ADMIN_PARTS }, (_, part) => partOf(part)).flat();
  expect(visited.map((r) => r.path).sort()).toEqual(ADMIN_ROUTES.map((r) => r.path).sort());
});
