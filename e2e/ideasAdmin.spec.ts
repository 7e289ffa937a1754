import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, loginAsAdmin, uid } from './fixtures';

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
        ...(n === 0 ? { department: departmentId } : {}),
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

  // at 1366 px with the menu open, the status badges are whole inside the table, compact and expanded
  const statusInView = async () => {
    const table = await page.getByTestId('ideas-table').boundingBox();
    const badges = await rows(page).first().locator('td').last().boundingBox();
    expect(badges!.x).toBeGreaterThanOrEqual(table!.x - 1);
    expect(badges!.x + badges!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
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

  // delete after the confirmation: the idea is gone from the list and from the server
  await rows(page).first().getByTestId('idea-delete').click();
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
