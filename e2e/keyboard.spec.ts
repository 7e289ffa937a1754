import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, loginAsAdmin, setLanguage, uid } from './fixtures';

/**
 * Keyboard alone (issue 9): the whole public idea form, and an admin's master-data record created and a dialog
 * opened and closed, with no mouse. Every stop shows a focus ring; the dialog keeps the focus inside and gives
 * it back to the button that opened it.
 */

/** Whether the focused element (or the box or chip drawn for a hidden checkbox or radio) shows an outline. */
function focusRingShown(page: Page) {
  return page.evaluate(() => {
    const ringed = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    const focused = document.activeElement;
    // a hidden radio or checkbox shows its ring on antd's box beside it, or on the chip (label) it sits in
    return ringed(focused) || ringed(focused?.nextElementSibling ?? null) || ringed(focused?.closest('label') ?? null);
  });
}

/** Presses Tab until the focus is inside `target`, which must then show a focus ring. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.contains(document.activeElement))) {
      expect(await focusRingShown(page), 'a visible focus ring').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.ant-modal'));
test('a visitor fills and submits the public idea form with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(300_000); // typing key by key is slow on a loaded 2-core machine
  const admin = await apiLogin(request);
  const r = uid();
  const company = await createMasterData(request, admin.token, 'company', { name: { en: `Keys Co ${r}`, ar: `مفاتيح ${r}` } });
  const factory = { en: `Keys plant ${r}`, ar: `مصنع المفاتيح ${r}` };
  const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', { name: factory, companies: [company._id] });
  const area = { en: `Keys line ${r}`, ar: `خط المفاتيح ${r}` };
  const areaRecord = await createMasterData(request, admin.token, 'area-section', { name: area, factoryBusinessUnit: [fbu._id] });

  await setLanguage(page, 'en');
  await page.goto('/auth/form');
  await expect(page.getByRole('heading', { name: 'Submit your idea' })).toBeVisible();

  await tabTo(page, page.getByTestId('presenter-type'));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('presenter-type').getByRole('radio', { name: 'Visitor' })).toBeChecked();
  await tabTo(page, page.getByTestId('employee-code'));
  await page.keyboard.type(`K-${r}`);
  await tabTo(page, page.getByTestId('employee-name'));
  await page.keyboard.type('Salma Adel Nour');
  await tabTo(page, page.getByTestId('employee-phone'));
  await page.keyboard.type('01011112222');
  // the place lists are the browser's own: typing a name picks it
  for (const [testId, name, id] of [
    ['select-factoryBusinessUnit', factory.en, fbu._id],
    ['select-areaSection', area.en, areaRecord._id],
  ]) {
    const select = page.getByTestId(testId);
    await tabTo(page, select);
    await page.keyboard.type(name);
    await expect(select).toHaveValue(id);
  }
  await tabTo(page, page.getByTestId('idea-text'));
  await page.keyboard.type('Reuse the last rinse water on the filling line');
  await tabTo(page, page.getByTestId('idea-desc'));
  await page.keyboard.type('Collect the last rinse in a tank and use it for the first rinse of the next batch.');
  await tabTo(page, page.getByTestId('pqcdsm'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('pqcdsm').getByRole('checkbox').first()).toBeChecked();
  await tabTo(page, page.getByTestId('savings'));
  await page.keyboard.type('5000');

  // no confirmation (sending is not destructive): Enter sends, and the focus moves to the result's heading
  await tabTo(page, page.getByTestId('submit-idea'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('idea-submitted')).toBeVisible();
  await expect(page.locator('#sent-title')).toBeFocused();
});

test('an admin adds a company and opens and closes its delete dialog with the keyboard alone', async ({ page }) => {
  test.setTimeout(300_000); // typing key by key is slow on a loaded 2-core machine
  const name = { en: `Keyboard Foods ${uid()}`, ar: `أغذية لوحة المفاتيح ${uid()}` };
  await loginAsAdmin(page, 'en');
  await page.goto('/admin/company');
  await expect(page.getByTestId('md-add')).toBeVisible();

  await tabTo(page, page.getByTestId('md-add'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/addCompany$/);
  await tabTo(page, page.locator('#name_en'));
  await page.keyboard.type(name.en);
  await tabTo(page, page.locator('#name_ar'));
  await page.keyboard.type(name.ar);
  await tabTo(page, page.getByTestId('md-save'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/company$/);

  // find it with the list's search, then open its delete dialog and close it with Escape
  await tabTo(page, page.getByTestId('md-search'));
  await page.keyboard.type(name.en);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name.en) });
  await expect(row).toBeVisible();
  const remove = row.getByTestId('md-delete');
  await expect(remove).toHaveAccessibleName(`Delete ${name.en}`);
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(row).toBeVisible();
});
