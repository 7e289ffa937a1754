import { expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, createUserWithRole, loginAsAdmin, pickOption, uid, useSession } from './fixtures';

interface Level {
  /** list the journey starts from (spec §2 names some by their alias) */
  list: string;
  /** list the form returns to after saving (spec §2) */
  returnsTo: string;
  name: { en: string; ar: string };
}

/** Searches a list for a name, so the journey never depends on what else the database holds. */
async function searchList(page: Page, text: string) {
  await page.getByTestId('md-search').locator('input').fill(text);
  await page.getByTestId('md-search').locator('input').press('Enter');
}

async function chooseParent(page: Page, parentName: string) {
  await page.getByTestId('parent-select').click();
  await page.keyboard.type(parentName.slice(0, 8));
  await page.locator('.ant-select-item-option').filter({ hasText: parentName }).click();
  await page.keyboard.press('Escape');
}

/** Opens the list, Add, fills both names (and the parent), saves after the confirmation. */
async function addThroughForm(page: Page, level: Level, parentName: string | undefined) {
  await page.goto(`/admin/${level.list}`);
  await page.getByTestId('md-add').click();
  await page.getByLabel('الاسم بالإنجليزية').fill(level.name.en);
  await page.getByLabel('الاسم بالعربية').fill(level.name.ar);
  if (parentName) await chooseParent(page, parentName);
  await page.getByTestId('md-save').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${level.returnsTo}$`));
  await searchList(page, level.name.ar);
  const row = page.getByRole('row', { name: new RegExp(level.name.ar) });
  await expect(row).toBeVisible();
  if (parentName) await expect(row).toContainText(parentName);
}

test.describe('master data and users', () => {
  test('an admin builds a plant hierarchy in Arabic, edits in English, and cannot delete what is in use', async ({ page }) => {
    test.setTimeout(180_000); // seven forms, each confirmed, plus the edits and deletes
    const id = uid();
    const levels: Level[] = [
      { list: 'company', returnsTo: 'company', name: { en: `Delta Foods ${id}`, ar: `دلتا للأغذية ${id}` } },
      { list: 'factoryBusinessUnit', returnsTo: 'factory', name: { en: `Tanta Plant ${id}`, ar: `مصنع طنطا ${id}` } },
      { list: 'areaSection', returnsTo: 'miniBusiness', name: { en: `Packing Hall ${id}`, ar: `صالة التعبئة ${id}` } },
      { list: 'department', returnsTo: 'department', name: { en: `Maintenance ${id}`, ar: `الصيانة ${id}` } },
      { list: 'stage', returnsTo: 'stage', name: { en: `Filling Stage ${id}`, ar: `مرحلة التعبئة ${id}` } },
      { list: 'firstCut', returnsTo: 'firstCut', name: { en: `Line One ${id}`, ar: `الخط الأول ${id}` } },
      { list: 'secondCut', returnsTo: 'secondCut', name: { en: `Filler Head ${id}`, ar: `رأس التعبئة ${id}` } },
    ];
    // department hangs under the factory (location of idea), every other level under the one before it
    const parentOf = (i: number) => (i === 0 ? undefined : levels[levels[i].list === 'department' ? 1 : i - 1].name.ar);

    await loginAsAdmin(page, 'ar');

    // the spec's messages, in Arabic, before anything is saved
    await page.goto('/admin/addCompany');
    await page.getByTestId('md-save').click();
    await expect(page.getByText('من فضلك أدخل اسم الشركة بالإنجليزية')).toBeVisible();
    await expect(page.getByText('من فضلك أدخل اسم الشركة بالعربية')).toBeVisible();
    await page.getByLabel('الاسم بالإنجليزية').fill('abc');
    await expect(page.getByText('يجب ألا يقل اسم الشركة عن 4 أحرف')).toBeVisible();
    await page.goto('/admin/addFactory');
    await page.getByTestId('md-save').click();
    await expect(page.getByText('من فضلك اختر عنصرًا واحدًا على الأقل')).toBeVisible();

    for (const [i, level] of levels.entries()) await addThroughForm(page, level, parentOf(i));

    // a name already used is refused by the server, shown in Arabic
    await page.goto('/admin/addCompany');
    await page.getByLabel('الاسم بالإنجليزية').fill(levels[0].name.en.toUpperCase());
    await page.getByLabel('الاسم بالعربية').fill(`شركة أخرى ${id}`);
    await page.getByTestId('md-save').click();
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByText('هذا الاسم مستخدم بالفعل', { exact: true })).toBeVisible();

    // the company is used by the factory: deleting it is refused, saying why
    await page.goto('/admin/company');
    await searchList(page, levels[0].name.ar);
    await page
      .getByRole('row', { name: new RegExp(levels[0].name.ar) })
      .getByTestId('md-delete')
      .click();
    await expect(page.getByText('هل أنت متأكد أنك تريد حذف هذا؟')).toBeVisible();
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByText('لا يمكن حذف هذا السجل لأنه مستخدم في: أماكن الأفكار (1)')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(levels[0].name.ar) })).toBeVisible();

    // in English: rename the stage, then delete the unused second cut
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/admin/stage');
    await expect(page.getByRole('heading', { name: 'Stages' })).toBeVisible();
    await searchList(page, levels[4].name.en);
    await page
      .getByRole('row', { name: new RegExp(levels[4].name.en) })
      .getByTestId('md-edit')
      .click();
    await expect(page).toHaveURL(/\/admin\/editStage\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('English name')).toHaveValue(levels[4].name.en);
    await page.getByLabel('English name').fill(`Bottle Filling ${id}`);
    await page.getByTestId('md-save').click();
    await expect(page.getByText('Are you sure?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/stage$/);
    await searchList(page, `Bottle Filling ${id}`);
    const renamed = page.getByRole('row', { name: new RegExp(`Bottle Filling ${id}`) });
    await expect(renamed).toContainText(levels[4].name.ar);
    await expect(renamed).toContainText(levels[3].name.en);

    await page.goto('/admin/secondCut');
    await searchList(page, levels[6].name.en);
    await page
      .getByRole('row', { name: new RegExp(levels[6].name.en) })
      .getByTestId('md-delete')
      .click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The record has been deleted.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(levels[6].name.en) })).toHaveCount(0);
    await expect(page.getByTestId('empty-state').locator('.ant-empty-description')).toHaveText('No data');
  });

  test('only an ADMIN edits users; a CONSULTANT reads the list; a USER cannot reach it', async ({ page, request }) => {
    const admin = await apiLogin(request);
    const id = uid();
    const company = await createMasterData(request, admin.token, 'company', {
      name: { en: `Canal Steel ${id}`, ar: `قناة للصلب ${id}` },
    });
    const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', {
      name: { en: `Suez Works ${id}`, ar: `أعمال السويس ${id}` },
      companies: [company._id],
    });
    const consultant = await createUserWithRole(request, admin.token, 'CONSULTANT', fbu._id);
    const target = await createUserWithRole(request, admin.token, 'USER', fbu._id);

    // ADMIN: edits the user's role through the form and returns to the list
    await loginAsAdmin(page, 'en');
    await page.goto('/admin/user');
    await page.getByTestId('users-search').locator('input').fill(target.email);
    await page.getByTestId('users-search').locator('input').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(target.email) });
    await expect(row).toContainText('User');
    await row.getByTestId('user-edit').click();
    await expect(page).toHaveURL(new RegExp(`/admin/editUser/${target.id}$`));
    await expect(page.getByLabel('Email')).toHaveValue(target.email);
    await pickOption(
      () => page.getByTestId('edit-user-type').click(),
      page.locator('.ant-select-item-option').filter({ hasText: 'Key owner' }),
    );
    await page.getByTestId('edit-user-save').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/user$/);
    await page.getByTestId('users-search').locator('input').fill(target.email);
    await page.getByTestId('users-search').locator('input').press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(target.email) })).toContainText('Key owner');

    // CONSULTANT: the list without Edit or delete, and no way into the edit page
    await useSession(page, await apiLogin(request, consultant.email, consultant.password), 'en');
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(target.email) })).toBeVisible();
    await expect(page.getByTestId('user-edit')).toHaveCount(0);
    await expect(page.getByTestId('user-delete')).toHaveCount(0);
    await page.goto(`/admin/editUser/${target.id}`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // a USER cannot reach the users list at all
    const user = await createUserWithRole(request, admin.token, 'USER', fbu._id);
    await useSession(page, await apiLogin(request, user.email, user.password), 'en');
    await page.goto('/admin/user');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/company');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("an MBUL sees their own unit's specific locations and deletes one, and nothing else", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const id = uid();
    const company = await createMasterData(request, admin.token, 'company', {
      name: { en: `Lead Co ${id}`, ar: `شركة القائد ${id}` },
    });
    const plant = (en: string, ar: string) =>
      createMasterData(request, admin.token, 'factory-businessUnit', { name: { en, ar }, companies: [company._id] });
    const own = await plant(`Own plant ${id}`, `المصنع الخاص ${id}`);
    const other = await plant(`Other plant ${id}`, `مصنع آخر ${id}`);
    const area = (en: string, ar: string, parent: string) =>
      createMasterData(request, admin.token, 'area-section', { name: { en, ar }, factoryBusinessUnit: [parent] });
    const spare = await area(`Spare bay ${id}`, `الحارة الاحتياطية ${id}`, own._id);
    await area(`Other bay ${id}`, `حارة أخرى ${id}`, other._id);
    const lead = await createUserWithRole(request, admin.token, 'MBUL', own._id);

    await useSession(page, await apiLogin(request, lead.email, lead.password), 'ar');
    await page.goto('/admin/miniBusiness');
    const rows = page.getByTestId('md-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(spare.name.ar);
    await expect(page.getByTestId('md-add')).toHaveCount(0);
    await expect(page.getByTestId('md-edit')).toHaveCount(0);
    await rows.first().getByTestId('md-delete').click();
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByTestId('md-table').getByText(spare.name.ar)).toHaveCount(0);
    // the menu offers the two lists a unit lead may use, and no other master data
    await page.goto('/admin/company');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
