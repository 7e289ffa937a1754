import { expect, type Page, test } from '@playwright/test';
import { createMasterData, loginAsAdmin, pickOption, recordsModuleOn, uid } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Searches a records list, so the journey never depends on what else the database holds. */
async function searchList(page: Page, text: string) {
  const box = page.getByTestId('records-search').locator('input');
  await box.fill(text);
  await box.press('Enter');
}

/** Opens a reference select, types part of the name and picks it. */
async function choose(page: Page, field: string, name: string) {
  const select = page.getByTestId(`record-field-${field}`);
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  const option = page.locator('.ant-select-item-option').filter({ hasText: name });
  await pickOption(async () => {
    await select.click();
    await page.keyboard.type(name.slice(0, 6));
  }, option);
}

async function saveAndConfirm(page: Page, confirm: string) {
  await page.getByTestId('record-save').click();
  await page.getByRole('button', { name: confirm }).click();
}

test('an admin adds a client and a project for it in Arabic and finds both in the lists', async ({ page }) => {
  test.setTimeout(240_000); // six records, three forms with confirmation; slow when the machine is shared
  const id = uid();
  const session = await loginAsAdmin(page, 'ar');
  await recordsModuleOn(page.request, session.token);
  const make = (path: string, body: Record<string, unknown>) => createMasterData(page.request, session.token, path, body);
  const egypt = await make('country', { name: { en: `Egypt ${id}`, ar: `مصر ${id}` } });
  await make('city', { name: { en: `Tanta ${id}`, ar: `طنطا ${id}` }, country: egypt._id });
  await make('industry', { name: { en: `Food ${id}`, ar: `الأغذية ${id}` } });
  const title = await make('job-title', { name: { en: `Lean expert ${id}`, ar: `خبير لين ${id}` } });
  await make('consultant', {
    name: { en: `Mona Adel ${id}`, ar: `منى عادل ${id}` },
    jobTitle: title._id,
    email: `mona-${id}@e2e.local`,
  });

  // the client: the form refuses an empty save with the shared rule's message, in Arabic
  await page.goto('/admin/client');
  await expect(page.getByRole('heading', { name: 'العملاء' })).toBeVisible();
  await page.getByTestId('record-add').click();
  await page.getByTestId('record-save').click();
  await expect(page.getByText('من فضلك أدخل الاسم بالإنجليزية')).toBeVisible();
  await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  await expect(page.getByTestId('record-field-city')).toHaveClass(/ant-select-disabled/);

  const client = { en: `Delta Foods ${id}`, ar: `دلتا للأغذية ${id}` };
  await page.getByTestId('record-field-name-en').fill(client.en);
  await page.getByTestId('record-field-name-ar').fill(client.ar);
  await choose(page, 'industry', `الأغذية ${id}`);
  await choose(page, 'country', `مصر ${id}`);
  await choose(page, 'city', `طنطا ${id}`);
  await page.getByTestId('record-field-email').fill(`info-${id}@delta.example`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-form-ar.png`, fullPage: true });
  await saveAndConfirm(page, 'تأكيد');
  await expect(page).toHaveURL(/\/admin\/client$/);
  await searchList(page, client.ar);
  const clientRow = page.getByRole('row', { name: new RegExp(client.ar) });
  await expect(clientRow).toContainText(`الأغذية ${id}`);
  await expect(clientRow).toContainText(`طنطا ${id}`);

  // the project for that client
  await page.goto('/admin/project');
  await page.getByTestId('record-add').click();
  const project = { en: `Line 3 kaizen ${id}`, ar: `تحسين الخط 3 ${id}` };
  await page.getByTestId('record-field-name-en').fill(project.en);
  await page.getByTestId('record-field-name-ar').fill(project.ar);
  await choose(page, 'client', client.ar);
  await choose(page, 'consultant', `منى عادل ${id}`);
  await page.getByTestId('record-field-startDate').click();
  await page.keyboard.type('15/01/2026');
  await page.keyboard.press('Tab');
  await saveAndConfirm(page, 'تأكيد');
  await expect(page).toHaveURL(/\/admin\/project$/);
  await searchList(page, project.ar);
  const projectRow = page.getByRole('row', { name: new RegExp(project.ar) });
  await expect(projectRow).toContainText(client.ar);
  await expect(projectRow).toContainText('15/01/2026');
  await expect(projectRow).toContainText('مخطط');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-list-ar.png`, fullPage: true });

  // the client is in use by the project: deleting it is refused, saying why, in Arabic
  await page.goto('/admin/client');
  await searchList(page, client.ar);
  await page
    .getByRole('row', { name: new RegExp(client.ar) })
    .getByTestId('record-delete')
    .click();
  await expect(page.getByText('هل أنت متأكد أنك تريد حذف هذا؟')).toBeVisible();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('لا يمكن حذف هذا السجل لأنه مستخدم في: المشروعات (1)')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(client.ar) })).toBeVisible();
});

test('the lists and forms in English, also at 360 px (screenshots when E2E_SCREENSHOTS is set)', async ({ page }) => {
  const session = await loginAsAdmin(page, 'en');
  await recordsModuleOn(page.request, session.token);
  await page.goto('/admin/project');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-list-en.png`, fullPage: true });
  await page.getByTestId('record-add').click();
  await expect(page.getByLabel('Name (in English)')).toBeVisible();
  await expect(page.getByTestId('record-field-client')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-form-en.png`, fullPage: true });
  await page.goto('/admin/assessment/new');
  await expect(page.getByTestId('record-add-answer')).toBeDisabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/assessment-form-en.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/client');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByTestId('record-add')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-list-en-360.png`, fullPage: true });
});
