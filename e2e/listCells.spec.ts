import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, loginAsAdmin, recordsModuleOn, uid } from './fixtures';
import { expectCutAtEnd, expectTableInside } from './tableChecks';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

/** Names as a plant really has them: long, in both scripts, each list's rows found by `id`. */
function longNames(id: string) {
  return {
    company: {
      en: `Nile Valley Food Industries, Packaging and Cold Storage Company ${id}`,
      ar: `شركة وادي النيل للصناعات الغذائية والتعبئة والتغليف والتخزين المبرد ${id}`,
    },
    plant: {
      en: `Tenth of Ramadan City Industrial Zone, Plant Number Three ${id}`,
      ar: `مصنع المنطقة الصناعية بمدينة العاشر من رمضان، المصنع رقم ثلاثة ${id}`,
    },
    // an English name in the Arabic table and an Arabic one in the English table: each keeps its FIRST words
    userEn: `Christopher Alexander Montgomery Wellington ${id}`,
    userAr: `عبد الرحمن محمد السيد أبو العينين الشرقاوي ${id}`,
    client: {
      en: `Delta International Trading and Food Processing Holding ${id}`,
      ar: `الدلتا الدولية للتجارة وتصنيع الأغذية القابضة ${id}`,
    },
    consultant: { en: `Mohamed Abdelrahman Elsayed Elsharkawy ${id}`, ar: `محمد عبد الرحمن السيد الشرقاوي ${id}` },
    project: {
      en: `Reducing forklift waiting time in the Alexandria warehouse by marking lanes ${id}`,
      ar: `تقليل وقت انتظار الرافعات الشوكية في مخزن الإسكندرية بتحديد الممرات ${id}`,
    },
  };
}

async function seed(request: APIRequestContext, id: string) {
  const { token } = await apiLogin(request);
  // the clients, consultants and projects are records: their module is off on a new plant
  await recordsModuleOn(request, token);
  const names = longNames(id);
  const make = (path: string, body: Record<string, unknown>) => createMasterData(request, token, path, body);
  const companies = [await make('company', { name: names.company })];
  for (const n of [2, 3]) {
    companies.push(await make('company', { name: { en: `${names.company.en} ${n}`, ar: `${names.company.ar} ${n}` } }));
  }
  const plant = await make('factory-businessUnit', { name: names.plant, companies: companies.map((c) => c._id) });
  for (const [n, username] of [names.userEn, names.userAr].entries()) {
    const res = await request.post('/v1/auth/register', {
      data: {
        username,
        email: `abdelrahman.mohamed.elsayed.${n}.${id}@nile-valley-food-industries.example`,
        userCode: `EMP-${id}-2026-000${n}`,
        password: 'Passw0rd!',
        mobile: '201012345678901',
        defaultLang: 'ar',
        factoryBusinessUnit: plant._id,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const country = await make('country', { name: { en: `Arab Republic of Egypt ${id}`, ar: `جمهورية مصر العربية ${id}` } });
  const city = await make('city', { name: { en: `Tenth of Ramadan ${id}`, ar: `العاشر من رمضان ${id}` }, country: country._id });
  const industry = await make('industry', { name: { en: `Food and beverages ${id}`, ar: `الأغذية والمشروبات ${id}` } });
  const client = await make('client', {
    name: names.client,
    industry: industry._id,
    country: country._id,
    city: city._id,
    email: `procurement.department.${id}@delta-international-trading.example`,
  });
  const title = await make('job-title', { name: { en: `Senior lean manufacturing consultant ${id}`, ar: `استشاري أول ${id}` } });
  const consultant = await make('consultant', {
    name: names.consultant,
    jobTitle: title._id,
    email: `mohamed.abdelrahman.${id}@lean-consulting.example`,
  });
  await make('project', {
    name: names.project,
    client: client._id,
    consultant: consultant._id,
    startDate: '2026-01-15',
  });
  return names;
}

async function openList(page: Page, address: string, testId: string, id: string, rowsExpected: number) {
  await page.goto(address);
  const box = page.getByTestId(`${testId}-search`).locator('input');
  await box.fill(id);
  await box.press('Enter');
  const rows = page.getByTestId(`${testId}-table`).locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(rowsExpected);
  await expect(page.getByTestId(`${testId}-table`).locator('.ant-spin-spinning')).toHaveCount(0);
  return page.getByTestId(`${testId}-table`);
}

test('users, master-data and records lists never clip long names at 1366×768, cut at the end (ar and en)', async ({ page }) => {
  test.setTimeout(300_000); // seeding and eight lists in two languages on a shared 2-core machine
  const id = uid();
  const names = await seed(page.request, id);
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const lang of ['ar', 'en'] as const) {
    await loginAsAdmin(page, lang);
    const other = lang === 'ar' ? 'ltr' : 'rtl';
    const own = lang === 'ar' ? 'rtl' : 'ltr';

    let table = await openList(page, '/admin/user', 'users', id, 2);
    await expectTableInside(table);
    const otherUser = lang === 'ar' ? names.userEn : names.userAr;
    await expectCutAtEnd(page, table.getByText(otherUser, { exact: true }), otherUser, other);
    await page.screenshot({ path: `${SHOTS}/list-cells-users-${lang}.png` });

    table = await openList(page, '/admin/factoryBusinessUnit', 'md', id, 1);
    await expectTableInside(table);
    await page.screenshot({ path: `${SHOTS}/list-cells-plants-${lang}.png` });
    table = await openList(page, '/admin/company', 'md', id, 3);
    await expectTableInside(table);

    table = await openList(page, '/admin/project', 'records', id, 1);
    await expectTableInside(table);
    const project = names.project[lang];
    await expectCutAtEnd(page, table.getByText(project, { exact: true }), project, own);
    await page.screenshot({ path: `${SHOTS}/list-cells-projects-${lang}.png` });
    table = await openList(page, '/admin/client', 'records', id, 1);
    await expectTableInside(table);
    table = await openList(page, '/admin/consultant', 'records', id, 1);
    await expectTableInside(table);
  }
});

/**
 * The imported ideas' table (the demo's 24 imported ideas showed it first): its status column stays in view at a
 * laptop's 1280 and 1366 px, fixed at the end edge while the other columns scroll (it ran past the table's edge);
 * on a phone it comes fully into view when the table is scrolled to its end. Both languages.
 */
test('the imported ideas table keeps its status column in view (1280, 1366, 360; ar and en)', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(page.request);
  const id = uid();
  const names = longNames(id);
  const company = await createMasterData(page.request, token, 'company', { name: names.company });
  const plant = await createMasterData(page.request, token, 'factory-businessUnit', {
    name: names.plant,
    companies: [company._id],
  });
  const area = { en: `Carton forming and gluing line ${id}`, ar: `خط تشكيل ولصق الكرتون ${id}` };
  await createMasterData(page.request, token, 'area-section', { name: area, factoryBusinessUnit: [plant._id] });
  const res = await page.request.post('/v1/idea-crud/allImported', {
    headers: { authorization: `Bearer ${token}` },
    data: [names.project.ar, names.project.en].map((text, n) => ({
      ideaCode: `KZ-${id}-${n}`,
      ideaText: text,
      ideaDesc: text,
      employeeName: n ? names.userEn : names.userAr,
      employeeCode: `E-${id}-${n}`,
      factoryBusinessUnit: names.plant.en,
      areaSection: area.en,
      kaizenType: 'Quick win',
      effectOnPQCDSM: 'Productivity',
      evaluatedDate: '2025-02-01',
      approvedDate: '2025-02-10',
      implementedDate: '2025-03-01',
    })),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  for (const lang of ['ar', 'en'] as const) {
    await loginAsAdmin(page, lang);
    for (const width of [1280, 1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/imported-idea');
      const table = page.getByTestId('imported-table');
      await expect(table.getByText(`KZ-${id}-0`)).toBeVisible();
      await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
      if (width > 360) await expectTableInside(table);
      else {
        // scrolled to its end, every row's status cell lies wholly inside the table's box
        const outside = await table.evaluate((root) => {
          const box = root.querySelector<HTMLElement>('.ant-table-content') as HTMLElement;
          box.scrollLeft = getComputedStyle(box).direction === 'rtl' ? -box.scrollWidth : box.scrollWidth;
          const edge = box.getBoundingClientRect();
          return [...root.querySelectorAll<HTMLElement>('tbody tr.ant-table-row > td:last-child')]
            .filter((td) => {
              const r = td.getBoundingClientRect();
              return r.left < edge.left - 1 || r.right > edge.right + 1 || td.scrollWidth > td.clientWidth + 1;
            })
            .map((td) => td.textContent);
        });
        expect(outside).toEqual([]);
      }
      await page.screenshot({ path: `${SHOTS}/imported-status-${lang}-${width}.png` });
    }
  }
});
