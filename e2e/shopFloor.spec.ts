import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, setLanguage, uid, useSession } from './fixtures';

/**
 * The shop floor on a phone (issues 28 and 27): the short form from a poster's code at 360x780, the error on the
 * field the person can change, the idea's number and no id, "My ideas on this phone" after a decision, and the
 * responsible person's bell.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A plant and a hall under it, and the poster address of the hall. */
async function posterPlace(request: APIRequestContext, token: string) {
  const n = uid();
  const company = await createMasterData(request, token, 'company', { name: { en: `Phone co ${n}`, ar: `شركة هاتف ${n}` } });
  const unit = await createMasterData(request, token, 'factory-businessUnit', {
    name: { en: `Phone plant ${n}`, ar: `مصنع هاتف ${n}` },
    companies: [company._id],
  });
  const hall = await createMasterData(request, token, 'area-section', {
    name: { en: `Phone hall ${n}`, ar: `صالة هاتف ${n}` },
    factoryBusinessUnit: [unit._id],
  });
  const poster = await request.get(`/v1/qr/${hall._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(poster.ok(), await poster.text()).toBeTruthy();
  return { n, unitId: unit._id as string, url: new URL((await poster.json()).url as string).pathname };
}

/** Counts the taps a person makes: every click and every field tapped before typing. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    tap: async (testId: string) => {
      taps += 1;
      await page.getByTestId(testId).click();
    },
    type: async (testId: string, text: string) => {
      taps += 1;
      await page.getByTestId(testId).click();
      await page.getByTestId(testId).fill(text);
    },
    choose: async (locator: ReturnType<Page['getByTestId']>) => {
      taps += 1;
      await locator.click();
    },
    photo: async () => {
      // the camera opens on a tap of the photo button; the test hands the picture over
      taps += 1;
      await page.getByTestId('photo-input').setInputFiles({ name: 'line.png', mimeType: 'image/png', buffer: PNG });
    },
    get count() {
      return taps;
    },
  };
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const lang of ['ar', 'en'] as const) {
  const say = (en: string, ar: string) => (lang === 'ar' ? ar : en);

  test(`a phone sends an idea with a photo from a poster in under 12 taps, sees its number, and follows it (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiLogin(request);
    const { n, unitId, url } = await posterPlace(request, admin.token);
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: say('en-US', 'ar-EG') });
    const page = await phone.newPage();
    await setLanguage(page, lang);

    // the plain form (no poster) and the poster's form fit about two phone screens until "More details" opens
    await page.goto('/auth/form');
    await expect(page.getByTestId('select-factoryBusinessUnit')).toBeVisible();
    expect(await pageHeight(page)).toBeLessThanOrEqual(1600);

    // sending the empty form: the missing name is said on the employee code, the field that fixes it
    await page.getByTestId('submit-idea').click();
    await expect(page.getByTestId('employee-code-field-error')).toBeVisible();
    await expect(page.getByTestId('employee-name')).toHaveCount(0);
    await expect(page.getByTestId('employee-code')).toBeFocused();

    await page.goto(url);
    await expect(page).toHaveURL(/\/auth\/form\?qr=/);
    await expect(page.getByTestId('qr-place')).toContainText(say(`Phone hall ${n}`, `صالة هاتف ${n}`));
    expect(await pageHeight(page)).toBeLessThanOrEqual(1600);
    await expect(page.getByTestId('savings')).toHaveValue('');
    await page.screenshot({ path: `test-results/shop-floor-form-${lang}.png`, fullPage: true });

    const taps = tapCounter(page);
    await taps.choose(page.getByTestId('presenter-type').locator('label[data-value="Visitor"]'));
    await taps.type('employee-code', `V-${n}`);
    await taps.type('employee-name', say('Sara Mahmoud', 'سارة محمود'));
    await taps.type('idea-text', say(`Reuse the rinse water of line ${n}`, `إعادة استخدام مياه الشطف في الخط ${n}`));
    await taps.type(
      'idea-desc',
      say('Collect the last rinse in a tank for the next batch.', 'تجميع آخر شطف في خزان للتشغيلة التالية.'),
    );
    await taps.photo();
    await expect(page.getByTestId('photo')).toHaveCount(1);
    await taps.choose(page.getByTestId('pqcdsm').locator('label[data-value="Quality"]'));
    await taps.type('savings', '0');
    const sent = page.waitForResponse((r) => r.url().endsWith('/v1/idea-crud') && r.request().method() === 'POST');
    await taps.tap('submit-idea');
    const idea = (await (await sent).json()) as { _id: string; ideaNumber: number };
    expect(taps.count).toBeLessThan(12);

    // the number, large; no id anywhere on the screen
    const result = page.getByTestId('idea-submitted');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('submitted-number')).toHaveText(String(idea.ideaNumber));
    const screenText = (await page.locator('body').textContent()) + (await page.content());
    expect(screenText).not.toContain(idea._id);
    expect(await page.locator('body').textContent()).not.toMatch(UUID);
    await page.screenshot({ path: `test-results/shop-floor-sent-${lang}.png`, fullPage: true });

    // "My ideas on this phone": one plain status in the phone's language
    await page.getByTestId('go-my-ideas').click();
    const mine = page.getByTestId('my-idea').filter({ hasText: String(idea.ideaNumber) });
    await expect(mine.getByTestId('plain-status')).toHaveText(say('Under evaluation', 'قيد التقييم'));
    await expect(mine.getByTestId('changed-dot')).toHaveCount(0);

    // a consultant accepts the evaluation, naming a responsible person who has an account
    const responsible = `Omar ${n}`;
    const email = `omar-${n}@e2e.local`;
    const reg = await request.post('/v1/auth/register', {
      data: {
        username: responsible,
        email,
        password: 'Passw0rd!',
        mobile: '01012345678',
        defaultLang: lang,
        factoryBusinessUnit: unitId,
      },
    });
    expect(reg.ok(), await reg.text()).toBeTruthy();
    const headers = { authorization: `Bearer ${admin.token}` };
    const { version } = await (await request.get(`/v1/idea-crud/${idea._id}`, { headers })).json();
    const decided = await request.patch(`/v1/idea-crud/${idea._id}/status`, {
      headers,
      data: {
        version,
        stages: {
          evaluated: {
            accepted: true,
            questions: { isItCheap: true, isItEasyToImplement: true, canWeImplementItOurselves: true, isItUrgent: false },
            responsiblePerson: [responsible],
            dueDate: '2027-01-15',
          },
        },
      },
    });
    expect(decided.ok(), await decided.text()).toBeTruthy();

    // the phone, reloaded: the new plain status and the changed dot
    await page.reload();
    await expect(mine.getByTestId('plain-status')).toHaveText(
      say('Accepted, waiting for approval', 'مقبولة، في انتظار الموافقة'),
    );
    await expect(mine.getByTestId('changed-dot')).toBeVisible();
    await page.screenshot({ path: `test-results/shop-floor-mine-${lang}.png`, fullPage: true });
    await phone.close();

    // the responsible person's bell counts the idea given to them
    const omar = await browser.newPage();
    await useSession(omar, await apiLogin(request, email, 'Passw0rd!'), lang);
    await omar.goto('/admin/profile');
    await expect(omar.getByTestId('notification-bell').locator('.ant-badge-count')).toHaveText(/^[1-9]/, { timeout: 20_000 });
    await omar.getByTestId('notification-bell').click();
    await expect(omar.getByTestId('notification-item').first()).toContainText(String(idea.ideaNumber));
    await omar.close();
  });
}
