import { expect, type Page, test } from '@playwright/test';
import { apiLogin, chooseOption, createMasterData, setLanguage, uid } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);

/** The page is controlled by the service worker (so it keeps working when the network goes). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('with no connection the public form opens, keeps an idea with its photo, and sends it once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request);
  const n = uid();
  const company = await createMasterData(request, admin.token, 'company', { name: { en: `Off Co ${n}`, ar: `شركة ${n}` } });
  const factory = { en: `Offline Plant ${n}`, ar: `مصنع بلا شبكة ${n}` };
  const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', { name: factory, companies: [company._id] });
  const area = { en: `Warehouse ${n}`, ar: `المخزن ${n}` };
  await createMasterData(request, admin.token, 'area-section', { name: area, factoryBusinessUnit: [fbu._id] });
  const ideaText = `تقليل زمن البحث عن المنصات في المخزن ${n}`;

  await setLanguage(page, 'ar');
  await page.goto('/auth/form');
  await controlled(page);
  // the dropdowns seen once online are what the form offers offline
  await chooseOption(page, 'select-factoryBusinessUnit', factory.ar);
  await chooseOption(page, 'select-areaSection', area.ar);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'قدّم فكرتك' })).toBeVisible();
  await page.getByTestId('presenter-type').getByText('زائر').click();
  await page.getByTestId('employee-code').fill(`OFF-${n}`);
  await page.getByTestId('employee-name').fill('عامل المخزن الليلي');
  await chooseOption(page, 'select-factoryBusinessUnit', factory.ar);
  await chooseOption(page, 'select-areaSection', area.ar);
  await page.getByTestId('pqcdsm').getByText('الجودة').click();
  await page.getByTestId('savings').fill('1200');
  await page.getByTestId('idea-text').fill(ideaText);
  await page.getByTestId('idea-desc').fill('ترقيم مواقع المنصات ولوحة تبين مكان كل صنف عند مدخل المخزن.');
  await page
    .getByTestId('operator-img')
    .locator('input[type=file]')
    .setInputFiles({ name: 'pallets.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('operator-img').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('submit-idea').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByTestId('outbox-waiting')).toContainText('بانتظار الإرسال');
  await page.screenshot({ path: 'test-results/offline-waiting-ar.png', fullPage: true });

  // closing the page loses nothing
  await page.reload();
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(1);

  await context.setOffline(false);
  const sent = page.getByTestId('outbox-sent');
  await expect(sent).toContainText('أُرسلت: فكرة رقم', { timeout: 45_000 });
  const ideaNumber = ((await sent.textContent()) ?? '').match(/رقم (\d+)/)?.[1];
  expect(ideaNumber).toBeTruthy();

  const list = await request.post('/v1/idea-crud/all', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { search: `OFF-${n}`, page: 1, limit: 10 },
  });
  expect(list.ok(), await list.text()).toBeTruthy();
  const ideas = (await list.json()).data as { ideaNumber: number; ideaText: string; operatorImg: unknown[] }[];
  expect(ideas).toHaveLength(1);
  expect(ideas[0]).toMatchObject({ ideaNumber: Number(ideaNumber), ideaText });
  expect(ideas[0].operatorImg).toHaveLength(1);
});

test('the admin area is not served from the cache without a connection', async ({ page, context }) => {
  await setLanguage(page, 'en');
  await page.goto('/auth/form');
  await controlled(page);
  await context.setOffline(true);
  const failed = await page.goto('/admin/dashboard').then(
    () => false,
    () => true,
  );
  expect(failed).toBe(true);
});
