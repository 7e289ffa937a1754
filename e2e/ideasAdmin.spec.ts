import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, createUserWithRole, loginAsAdmin, uid, useSession } from './fixtures';

/** Two plants with one specific location each, and ideas submitted through the public form's API. */
async function seedIdeas(request: APIRequestContext, id: string) {
  const { token } = await apiLogin(request);
  const company = await createMasterData(request, token, 'company', {
    name: { en: `Nile Foods ${id}`, ar: `أغذية النيل ${id}` },
  });
  const plants = [];
  for (const [en, ar] of [
    [`Cairo plant ${id}`, `مصنع القاهرة ${id}`],
    [`Suez plant ${id}`, `مصنع السويس ${id}`],
  ]) {
    const factory = await createMasterData(request, token, 'factory-businessUnit', {
      name: { en, ar },
      companies: [company._id],
    });
    const area = await createMasterData(request, token, 'area-section', {
      name: { en: `Packing hall of ${en}`, ar: `صالة التعبئة ${ar}` },
      factoryBusinessUnit: [factory._id],
    });
    plants.push({ name: en, factory: factory._id, area: area._id });
  }
  const department = { en: `Maintenance ${id}`, ar: `الصيانة ${id}` };
  const departmentId = (
    await createMasterData(request, token, 'department', { name: department, factories: [plants[0].factory] })
  )._id;
  // the first idea comes with the operator's photo, as from the public form
  const up = await request.post('/v1/file/upload?purpose=image', {
    multipart: { file: { name: 'operator.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(up.ok(), await up.text()).toBeTruthy();
  const operatorImg = (await up.json())[0]._id as string;
  const texts: string[] = [];
  for (const [n, plant] of [plants[0], plants[0], plants[1]].entries()) {
    const ideaText = `Idea ${n + 1} ${id}: label every shelf in the packing hall`;
    const res = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: `Visitor Number ${n + 1}`,
        employeeCode: `V${id}${n}`,
        factoryBusinessUnit: plant.factory,
        areaSection: plant.area,
        ...(n === 0 ? { department: departmentId, operatorImg: [operatorImg] } : {}),
        kaizenType: '5S',
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 1000 * (n + 1),
        ideaText,
        ideaDesc: 'Shelves without labels cost every shift time looking for parts and tools.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    texts.push(ideaText);
  }
  return { plants, texts, department: department.en };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);

const rows = (page: Page) => page.getByTestId('ideas-table').locator('tbody tr.ant-table-row');

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option.slice(0, 12));
  await page.locator('.ant-select-item-option').filter({ hasText: option }).click();
  await page.keyboard.press('Escape');
}

test('an admin filters, expands, exports and deletes ideas', async ({ page }) => {
  const id = uid();
  const { plants, texts, department } = await seedIdeas(page.request, id);
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsAdmin(page, 'en');
  await page.goto('/admin/idea');

  // filter by the second plant: only its idea is listed, and the filter is kept in localStorage
  await choose(page, 'filter-factoryBusinessUnit', plants[1].name);
  await page.getByTestId('filter-apply').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(texts[2]);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('filterObject') ?? '{}'));
  expect(saved).toEqual({ 'factoryBusinessUnit._id': { in: [plants[1].factory] } });

  // the saved filter is restored on load; search narrows the first plant's ideas to one
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('filter-factoryBusinessUnit')).toContainText(plants[1].name);
  await page.getByTestId('filter-reset').click();

  // a lower level of the place: the department offers only those of the chosen plant, and narrows the list
  await choose(page, 'filter-factoryBusinessUnit', plants[0].name);
  await choose(page, 'filter-department', department);
  await page.getByTestId('filter-apply').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(texts[0]);
  await page.getByTestId('filter-reset').click();
  await expect(rows(page)).not.toHaveCount(1);
  await page.getByTestId('ideas-search').locator('input').fill(`Idea 2 ${id}`);
  await page.getByTestId('ideas-search').locator('input').press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(texts[1]);

  // at 1366 px with the menu open, the number and title (start edge) and the ONE status cell (end edge) lie inside
  // the table's scroll container, compact and expanded; every other cell scrolls inside it, none spills out
  const statusInView = async () => {
    const table = await page.getByTestId('ideas-table').locator('.ant-table-container').boundingBox();
    const row = rows(page).first();
    await expect(row.getByTestId('status-cell')).toHaveCount(1);
    for (const cell of [row.locator('td').first(), row.locator('td').nth(1), row.locator('td').last()]) {
      const box = await cell.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(table!.x - 1);
      expect(box!.x + box!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
    }
    const spilled = await rows(page)
      .first()
      .locator('td')
      .evaluateAll((cells) => {
        // antd draws a fixed column's shadow as a 30 px ::after beside the cell: it counts in scrollWidth but is
        // no content, so it is hidden while the cells are measured
        const noShadow = document.createElement('style');
        noShadow.textContent = 'td::before, td::after { display: none !important; }';
        document.head.append(noShadow);
        const count = cells.filter((td) => td.scrollWidth > td.clientWidth + 1).length;
        noShadow.remove();
        return count;
      });
    expect(spilled).toBe(0);
  };
  await statusInView();
  // Show More adds the expanded columns and says so in the address
  await expect(page.getByRole('columnheader', { name: 'Employee code' })).toHaveCount(0);
  await page.getByTestId('ideas-expand').click();
  await expect(page).toHaveURL(/isExpanded=true/);
  await expect(page.getByRole('columnheader', { name: 'Employee code' })).toBeVisible();
  await expect(rows(page).first()).toContainText(`V${id}1`);
  await expect(page.getByTestId('ideas-expand')).toHaveText(/Show Less/);
  await statusInView();

  // export the filtered list: a real .xlsx with the sheet 'Ideas' and the searched idea
  const downloading = page.waitForEvent('download');
  await page.getByTestId('ideas-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ideas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Ideas')!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(1).getCell(3).value).toBe('Idea title');
  expect(sheet.getRow(2).getCell(3).value).toBe(texts[1]);

  // delete from the row's one menu, after the confirmation: the idea is gone from the list and from the server
  await rows(page).first().getByTestId('idea-actions').click();
  await page.getByTestId('idea-delete').click();
  await expect(page.getByText('Are you sure you want to delete this?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The idea has been deleted.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  const { token } = await apiLogin(page.request);
  const left = await page.request.post('/v1/idea-crud/all', {
    data: { search: id },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await left.json()).total).toBe(2);
});

test("the ideas list shows the operator's photo, and the title opens the idea's page (ar and en)", async ({ page }) => {
  test.setTimeout(240_000); // seeding and two languages on a loaded 2-core machine
  const id = uid();
  const { texts } = await seedIdeas(page.request, id);
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const lang of ['ar', 'en'] as const) {
    await loginAsAdmin(page, lang);
    await page.goto('/admin/idea');
    await page.getByTestId('ideas-search').locator('input').fill(`Idea 1 ${id}`);
    await page.getByTestId('ideas-search').locator('input').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    const thumb = rows(page).first().getByTestId('thumb-operator');
    await expect(thumb).toBeVisible();
    const size = await thumb.boundingBox();
    expect(Math.round(size!.width)).toBe(48);
    await expect(rows(page).first().getByTestId('status-cell')).toHaveText(
      lang === 'ar' ? /التقييم/ : 'Evaluation — waiting for a decision',
    );
    await page.screenshot({ path: `test-results/ideas-list-${lang}.png` });
    await rows(page).first().getByTestId('idea-title-link').click();
    await expect(page).toHaveURL(/\/admin\/editIdea\//);
    await expect(page.getByTestId('idea-title')).toHaveText(texts[0]);
    await expect(page.getByTestId('operator-photos').locator('img')).toHaveCount(1);
  }
});

test('the expanded columns, page size and sort a person chose come back after a reload, for them only', async ({ page }) => {
  test.setTimeout(180_000);
  const id = uid();
  const { plants } = await seedIdeas(page.request, id);
  await page.setViewportSize({ width: 1366, height: 768 });
  // an administrator of their own: the seeded admin's list, which other journeys read, keeps its defaults
  const admin = await apiLogin(page.request);
  const chooser = await createUserWithRole(page.request, admin.token, 'ADMIN', plants[0].factory);
  await useSession(page, await apiLogin(page.request, chooser.email, chooser.password), 'en');
  await page.goto('/admin/idea');
  const employeeCode = page.getByRole('columnheader', { name: 'Employee code' });
  const numberHeader = page.getByRole('columnheader', { name: 'Idea number' });
  const sizeChanger = page.locator('.ant-pagination-options .ant-select');

  // expanded: the chooser hides the employee code; 25 a page; sorted by number, ascending
  await page.getByTestId('ideas-expand').click();
  // the expanded page is a new request: slow on a loaded machine
  await expect(employeeCode).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('ideas-columns').click();
  await expect(page.getByTestId('column-employeeCode')).toBeChecked();
  await page.getByTestId('column-employeeCode').click();
  await expect(employeeCode).toHaveCount(0);
  await page.keyboard.press('Escape');
  await sizeChanger.click();
  await page.locator('.ant-select-item-option').filter({ hasText: '25' }).click();
  await expect(sizeChanger).toContainText('25');
  await numberHeader.click();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.screenshot({ path: 'test-results/ideas-columns-chosen-en.png' });

  // a fresh address and a reload: the same choices, remembered for this person
  await page.goto('/admin/idea');
  await page.reload();
  await expect(sizeChanger).toContainText('25');
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('ideas-expand').click();
  await expect(page.getByRole('columnheader', { name: 'Kaizen type' })).toBeVisible({ timeout: 30_000 });
  await expect(employeeCode).toHaveCount(0);
  await page.getByTestId('ideas-columns').click();
  await expect(page.getByTestId('column-employeeCode')).not.toBeChecked();
  await page.keyboard.press('Escape');

  // someone else signing in on the same browser starts from the list's defaults
  const other = await createUserWithRole(page.request, admin.token, 'CONSULTANT', plants[0].factory);
  await useSession(page, await apiLogin(page.request, other.email, other.password), 'en');
  await page.goto('/admin/idea?isExpanded=true');
  await expect(employeeCode).toBeVisible({ timeout: 30_000 });
  await expect(sizeChanger).toContainText('10');
  await expect(numberHeader).not.toHaveAttribute('aria-sort', 'ascending');
});
