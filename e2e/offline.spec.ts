import { expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, setLanguage, uid } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);

// the service worker is what these tests are about (the other specs block it: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the service worker (so it keeps working when the network goes). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // once more through the worker: what the page fetched before the worker took it over (the form's places) was not
  // kept, even when the worker claimed the page while it loaded
  await page.reload();
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
  // the places seen once online are what the form offers offline
  await page.getByTestId('select-factoryBusinessUnit').selectOption({ label: factory.ar });
  await page.getByTestId('select-areaSection').selectOption({ label: area.ar });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'قدّم فكرتك' })).toBeVisible();
  await page.getByTestId('presenter-type').getByText('زائر').click();
  await page.getByTestId('employee-code').fill(`OFF-${n}`);
  await page.getByTestId('employee-name').fill('عامل المخزن الليلي');
  await page.getByTestId('select-factoryBusinessUnit').selectOption({ label: factory.ar });
  await page.getByTestId('select-areaSection').selectOption({ label: area.ar });
  await page.getByTestId('pqcdsm').locator('label[data-value="Quality"]').click();
  await page.getByTestId('savings').fill('1200');
  await page.getByTestId('idea-text').fill(ideaText);
  await page.getByTestId('idea-desc').fill('ترقيم مواقع المنصات ولوحة تبين مكان كل صنف عند مدخل المخزن.');
  await page
    .getByTestId('operator-img')
    .locator('input[type=file]')
    .setInputFiles({ name: 'pallets.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('photo')).toHaveCount(1);
  await page.getByTestId('submit-idea').click();
  await expect(page.getByTestId('form-notice')).toContainText('حُفظت فكرتك على هذا الهاتف');

  // "My ideas on this phone" lists it as waiting; closing the page loses nothing
  await page.goto('/auth/ideaStatus');
  await expect(page.getByTestId('outbox-waiting')).toContainText('في انتظار الاتصال لإرسالها');
  await page.screenshot({ path: 'test-results/offline-waiting-ar.png', fullPage: true });
  await page.reload();
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(1);

  // back online it is sent once and becomes one of this phone's ideas, with its number
  await context.setOffline(false);
  const sent = page.getByTestId('my-idea').filter({ hasText: ideaText });
  await expect(sent).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  const ideaNumber = await sent.getAttribute('data-idea-number');
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

test('an idea kept on the phone whose photo the server removed meanwhile uploads it again when it is sent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request);
  const n = uid();
  const company = await createMasterData(request, admin.token, 'company', { name: { en: `Late Co ${n}`, ar: `شركة ${n}` } });
  const factory = { en: `Late Plant ${n}`, ar: `مصنع متأخر ${n}` };
  const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', { name: factory, companies: [company._id] });
  const area = { en: `Dock ${n}`, ar: `الرصيف ${n}` };
  await createMasterData(request, admin.token, 'area-section', { name: area, factoryBusinessUnit: [fbu._id] });
  const ideaText = `Label the dock doors of the night shift ${n}`;

  await setLanguage(page, 'en');
  await page.goto('/auth/form');
  await controlled(page);
  await page.getByTestId('presenter-type').getByText('Visitor').click();
  await page.getByTestId('employee-code').fill(`LATE-${n}`);
  await page.getByTestId('employee-name').fill('Night Dock Worker');
  await page.getByTestId('select-factoryBusinessUnit').selectOption({ label: factory.en });
  await page.getByTestId('select-areaSection').selectOption({ label: area.en });
  await page.getByTestId('pqcdsm').locator('label[data-value="Safety"]').click();
  await page.getByTestId('savings').fill('0');
  await page.getByTestId('idea-text').fill(ideaText);
  await page.getByTestId('idea-desc').fill('Numbered doors and a board at the gate tell the drivers where to go.');
  // the photo is uploaded while the connection holds; the form keeps a copy of it
  await page
    .getByTestId('operator-img')
    .locator('input[type=file]')
    .setInputFiles({ name: 'doors.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('photo')).toHaveCount(1);

  // the connection goes before Submit: the idea waits on the phone, naming the uploaded photo
  await context.setOffline(true);
  await page.getByTestId('submit-idea').click();
  await expect(page.getByTestId('form-notice')).toContainText('saved on this phone');
  await page.goto('/auth/ideaStatus');
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(1);

  // meanwhile the server removed the photo (the idea waited past the keep time): the first send names a file it
  // no longer has; the phone uploads it again from its copy and sends once more
  let sends = 0;
  await context.route('**/v1/idea-crud', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends += 1;
    if (sends > 1) return route.continue();
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, operatorImg: ['0b7e6f1e-5d1c-4a57-9a57-1f0c9a3b8e11'] }) });
  });
  await context.setOffline(false);
  const sent = page.getByTestId('my-idea').filter({ hasText: ideaText });
  await expect(sent).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByTestId('outbox-refused')).toHaveCount(0);
  expect(sends).toBe(2);
  await page.screenshot({ path: 'test-results/offline-late-photo-en.png', fullPage: true });

  const list = await request.post('/v1/idea-crud/all', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { search: `LATE-${n}`, page: 1, limit: 10 },
  });
  const ideas = (await list.json()).data as { operatorImg: { filename: string }[] }[];
  expect(ideas).toHaveLength(1);
  expect(ideas[0].operatorImg).toEqual([expect.objectContaining({ filename: 'doors.png' })]);
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
