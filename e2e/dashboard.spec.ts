import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
// the module itself, not the package index: Playwright's loader cannot import the i18n JSON catalogs the index pulls in
import { FIGURE_TABLES } from '../packages/shared/src/domain/analyticsTables';
import { apiLogin, createMasterData, loginAsAdmin, pickOption, uid } from './fixtures';
import { axeFor } from './tourChecks';

/**
 * The dashboard (issue 15) in both languages: every chart draws this run's own company's ideas, the unit filter
 * changes the figures and the URL, and each chart's table shows the numbers the chart draws.
 */

// each navigation loads the chart chunk and ten charts: on a busy CI machine that takes more than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

interface Seed {
  company: string;
  north: { _id: string; name: string };
  south: { _id: string; name: string };
}
let seed: Seed;

async function stage(request: APIRequestContext, token: string, id: string, key: string, body: Record<string, unknown>) {
  const idea = await (await request.get(`/v1/idea-crud/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const res = await request.put(`/v1/idea-crud/updateStatus/${id}/${key}`, {
    data: { ...body, version: idea.version },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const EVALUATED = { accepted: true, questions: { isItCheap: true }, responsiblePerson: ['Omar'], dueDate: '2026-12-01' };

/**
 * A company with two units. North: one idea implemented (estimated 1,000 hard saving, actual 3,000 for a cost of
 * 1,000), one rejected at evaluation, one new. South: one approved (estimated 500 cost avoidance), one on hold.
 */
async function seedCompany(request: APIRequestContext): Promise<Seed> {
  const { token } = await apiLogin(request);
  const r = uid();
  const company = await createMasterData(request, token, 'company', {
    name: { en: `Dashboard Foods ${r}`, ar: `أغذية اللوحة ${r}` },
  });
  const unit = async (en: string, ar: string) => {
    const name = { en: `${en} ${r}`, ar: `${ar} ${r}` };
    const fbu = await createMasterData(request, token, 'factory-businessUnit', { name, companies: [company._id] });
    const area = await createMasterData(request, token, 'area-section', {
      name: { en: `${en} line ${r}`, ar: `خط ${ar} ${r}` },
      factoryBusinessUnit: [fbu._id],
    });
    return { _id: fbu._id, area: area._id, name };
  };
  const north = await unit('North plant', 'مصنع الشمال');
  const south = await unit('South plant', 'مصنع الجنوب');
  const submit = async (where: typeof north, code: string, kaizenType: string, effects: string[]) => {
    const res = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Employee',
        employeeName: 'سلمى عادل نور',
        employeeCode: `${code}-${r}`,
        company: company._id,
        factoryBusinessUnit: where._id,
        areaSection: where.area,
        kaizenType,
        effectOnPQCDSM: effects,
        estimatedAnualSavings: 1000,
        ideaText: 'تركيب بكرات جاذبية على خط التعبئة لنقل الكراتين',
        ideaDesc: 'ينقل العمال الكراتين يدويًا بين المحطات، مما يبطئ التعبئة ويزيد الإجهاد',
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json())._id as string;
  };
  const implemented = await submit(north, 'N1', 'Quality', ['Quality', 'Cost']);
  await stage(request, token, implemented, 'evaluated', EVALUATED);
  await stage(request, token, implemented, 'approved', {
    accepted: true,
    estimatedSavings: { amount: 1000, type: 'Hard Saving' },
  });
  await stage(request, token, implemented, 'implemented', { accepted: true, cost: 1000, savings: 3000 });
  const rejected = await submit(north, 'N2', '5S', ['Safety']);
  await stage(request, token, rejected, 'evaluated', { accepted: false, reasonOfDenial: 'High cost' });
  await submit(north, 'N3', 'Quality', ['Delivery']);
  const approved = await submit(south, 'S1', 'Cost', ['Cost']);
  await stage(request, token, approved, 'evaluated', EVALUATED);
  await stage(request, token, approved, 'approved', {
    accepted: true,
    estimatedSavings: { amount: 500, type: 'Cost Avoidance' },
  });
  const held = await submit(south, 'S2', 'Safety', ['Safety']);
  await stage(request, token, held, 'evaluated', { accepted: 'hold', reasonOfHold: 'Waiting for the budget' });
  return {
    company: company._id,
    north: { _id: north._id, name: north.name.en },
    south: { _id: south._id, name: south.name.en },
  };
}

test.beforeAll(async ({ request }) => {
  seed = await seedCompany(request);
});

// one digit system in both languages (decision 036): Western digits, each language's separators
const digits = (lang: 'ar' | 'en', n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB').format(n);

/** The cells of a chart's table view, row by row. */
async function tableRows(page: Page, id: string): Promise<string[][]> {
  const card = page.getByTestId(`chart-${id}`);
  await card.locator('.ant-segmented-item').nth(1).click();
  const table = page.getByTestId(`table-${id}`);
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

/** The texts the chart draws (axis labels and value labels of its SVG). */
async function chartTexts(page: Page, id: string): Promise<string[]> {
  const chart = page.getByTestId(`chart-${id}`).locator('.dashboard-chart svg');
  await expect(chart).toBeVisible();
  return chart.locator('text').allTextContents();
}

for (const lang of ['ar', 'en'] as const) {
  test(`the dashboard draws every chart, filters by unit and shows the same figures as tables (${lang})`, async ({ page }) => {
    // one long journey (ten charts, two table views, an export, a filter, axe over the whole page)
    test.setTimeout(180_000);
    const session = await loginAsAdmin(page, lang);
    await page.goto(`/admin/dashboard?company=${seed.company}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('kpi-submitted')).toContainText(digits(lang, 5));
    await expect(page.getByTestId('kpi-implemented')).toContainText(digits(lang, 1));
    for (const id of FIGURE_TABLES) {
      const card = page.getByTestId(`chart-${id}`);
      await expect(card.locator('.dashboard-chart svg'), id).toBeVisible();
      await expect(card.locator('.ant-empty'), id).toHaveCount(0);
    }

    // the chart and its table show the same numbers
    const labels = await chartTexts(page, 'kaizenTypes');
    const kaizen = await tableRows(page, 'kaizenTypes');
    expect(kaizen.length).toBe(4);
    for (const [type, count] of kaizen) {
      expect(labels).toContain(type);
      expect(labels).toContain(count);
    }
    expect(kaizen[0][1]).toBe(digits(lang, 2)); // Quality: two ideas
    const funnelLabels = (await chartTexts(page, 'funnel')).join(' ');
    const funnel = await tableRows(page, 'funnel');
    expect(funnel.map((row) => row[1])).toEqual([5, 2, 2, 1, 0, 0].map((n) => digits(lang, n)));
    for (const [, count, share] of funnel.slice(1, 4)) expect(funnelLabels).toContain(`${count} (${share})`);
    // evaluated: one rejected (North), one on hold (South)
    expect(funnel[1].slice(3)).toEqual([digits(lang, 1), digits(lang, 1)]);

    // the export downloads an .xlsx with the same filters
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: lang === 'ar' ? 'تصدير إلى جدول بيانات' : 'Export to spreadsheet' }).click();
    expect((await download).suggestedFilename()).toMatch(/^dashboard-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // choosing a unit changes the figures and the URL
    const unitSelect = page.locator('#dashboard-unit');
    await pickOption(
      () => unitSelect.click({ force: true }),
      page.locator('.ant-select-item-option').filter({ hasText: lang === 'ar' ? 'مصنع الشمال' : 'North plant' }),
    );
    await expect(page).toHaveURL(new RegExp(`factoryBusinessUnit=${seed.north._id}`));
    await expect(page).toHaveURL(new RegExp(`company=${seed.company}`));
    await expect(page.getByTestId('kpi-submitted')).toContainText(digits(lang, 3));
    const north = await tableRows(page, 'funnel');
    expect(north.map((row) => row[1])).toEqual([3, 1, 1, 1, 0, 0].map((n) => digits(lang, n)));
    const savings = await tableRows(page, 'savingsPerUnit');
    expect(savings).toHaveLength(1);
    expect(savings[0][0]).toContain(lang === 'ar' ? 'مصنع الشمال' : 'North plant');
    expect(savings[0].slice(1, 7)).toEqual([1000, 0, 1000, 3000, 0, 3000].map((n) => digits(lang, n)));

    // the same view opens from the URL alone (a shared link)
    await page.goto(`/admin/dashboard?company=${seed.company}&factoryBusinessUnit=${seed.south._id}`);
    await expect(page.getByTestId('kpi-submitted')).toContainText(digits(lang, 2));

    // no serious or critical accessibility finding on the dashboard, with a table view open
    await tableRows(page, 'funnel');
    const axe = await axeFor(page).include('.dashboard').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // printing hides the controls and states the filters instead
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.dashboard .print-only')).toBeVisible();
    await expect(page.locator('#dashboard-unit')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    expect(session.token).toBeTruthy();
  });
}

test('bad filters in a shared link show the reason and a way back, not a broken page', async ({ page }) => {
  await loginAsAdmin(page, 'en');
  await page.goto('/admin/dashboard?from=2026-05-01&to=2026-01-01');
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to the last 12 months' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('chart-funnel').locator('.dashboard-chart svg, .ant-empty')).toBeVisible();
});

/**
 * A plant's year of savings runs to millions (the demo's: EGP 14 million): the KPI figures are never clipped in a
 * card, at a laptop's 1280 and 1366 px and a phone's 360 px, in both languages. The dashboard's answer is given
 * a large amount (whatever the shared test database holds), written short on the card and in full below it.
 */
test('the KPI figures fit their cards with a savings figure in the millions (1280, 1366, 360; ar and en)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/v1/analytics/dashboard*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.savings.totals.actual.total = 987_654_321.75;
    await route.fulfill({ response, json: body });
  });
  for (const lang of ['ar', 'en'] as const) {
    await loginAsAdmin(page, lang);
    for (const width of [1280, 1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/dashboard');
      const savings = page.getByTestId('kpi-savings');
      await expect(savings.locator('.ant-statistic-content')).toContainText('EGP');
      const clipped = await page.locator('.kpi-card').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll<HTMLElement>('.ant-statistic-content, .ant-statistic-title, .kpi-note')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return el.scrollWidth > el.clientWidth + 1 || r.left < box.left - 1 || r.right > box.right + 1;
            })
            .map((el) => `${card.getAttribute('data-testid')}: ${el.textContent}`);
        }),
      );
      expect(clipped, `${lang} ${width}px`).toEqual([]);
      // written short on the card, the whole amount below it
      await expect(savings.locator('.kpi-note')).toContainText('987,654,321.75');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await page.getByTestId('kpi-savings').screenshot({ path: `test-results/kpi-savings-${lang}-${width}.png` });
    }
  }
});
