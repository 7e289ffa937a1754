import { join } from 'node:path';
import type AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe, loginAsAdmin, setLanguage, uid } from './fixtures';

/** The PDF viewer's frame is the browser's own page, not ours. */
const withoutPdfFrame = (axe: AxeBuilder) => axe.exclude('iframe');

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Uploads, reloads and the PDF viewer take their time on a shared, loaded machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
const FIXTURES = join(import.meta.dirname, 'fixtures');
const PHONE = { width: 360, height: 740 };

/** The few words each journey reads, in both languages (spec §5, §8). */
const TEXT = {
  ar: {
    confirm: 'تأكيد',
    uploaded: 'تم رفع الملف بنجاح',
    deleteQ: 'هل أنت متأكد أنك تريد حذف هذا؟',
    none: 'لم يتم رفع أي مستند بعد.',
  },
  en: {
    confirm: 'Confirm',
    uploaded: 'Your file has been uploaded',
    deleteQ: 'Are you sure you want to delete this?',
    none: 'No document has been uploaded yet.',
  },
} as const;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Chooses a file, confirms 'Are you sure you want to upload this file?', checks the server took it and waits
 * for the reload (2 s after a PDF, 1 s after a video: the success text is checked where it stays long enough).
 */
async function chooseAndUpload(page: Page, testId: string, file: string, lang: 'ar' | 'en', api: string) {
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles(join(FIXTURES, file));
  await expect(page.getByTestId(`${testId}-chosen`)).toContainText(file);
  await page.getByTestId(`${testId}-upload`).click();
  // a new record is POSTed; when one exists already (the other language's run) its file is replaced with PUT
  const answered = page.waitForResponse(
    (r) => ['POST', 'PUT'].includes(r.request().method()) && new URL(r.url()).pathname.startsWith(api),
    { timeout: 60_000 },
  );
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  // the page reloads 2 s after the message shows: watch for it from before the click, not after the answer came
  const toldUploaded = api === '/v1/video' ? Promise.resolve() : page.getByText(TEXT[lang].uploaded).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: TEXT[lang].confirm }).click();
  expect([200, 201]).toContain((await answered).status());
  await toldUploaded;
  await reloaded;
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: an admin uploads the R&R PDF and anyone reads it on a desktop and on a phone`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await loginAsAdmin(page, lang);
    await page.goto('/admin/reward-and-recognition');
    await chooseAndUpload(page, 'document-upload', 'reward-and-recognition.pdf', lang, '/v1/reward-and-recognition');
    // the page reloads after 2 s and shows the current document with its preview
    await expect(page.getByTestId('document-current')).toContainText('reward-and-recognition.pdf', { timeout: 15_000 });
    await expect(page.getByTestId('pdf-frame')).toBeVisible();
    await shot(page, `rr-admin-${lang}`);

    // a visitor without a session, on a desktop: the PDF embedded 1200 px high
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await setLanguage(visitor, lang);
    // the browser's PDF viewer draws inside the frame once the file has come
    const pdfArrived = visitor.waitForResponse((res) => /\/v1\/file\//.test(res.url()) && res.ok());
    await visitor.goto('/auth/r&r');
    const frame = visitor.getByTestId('pdf-frame');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBe(1200);
    await expect(visitor.getByTestId('pdf-open')).toHaveAttribute('href', /\/v1\/file\//);
    await pdfArrived;
    await shot(visitor, `rr-public-desktop-${lang}`);
    await expectNoSeriousAxe(visitor, withoutPdfFrame);

    // on a phone the pages are drawn in the page itself, with open and download buttons
    await visitor.setViewportSize(PHONE);
    await visitor.reload();
    await expect(visitor.getByTestId('pdf-page').first()).toBeVisible({ timeout: 30_000 });
    await expect(visitor.getByTestId('pdf-page')).toHaveCount(2);
    await expect(visitor.getByTestId('pdf-download')).toBeVisible();
    const scroll = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(PHONE.width);
    await shot(visitor, `rr-public-phone-${lang}`);

    // nothing uploaded for SAP codes in this journey: the page says so
    await visitor.goto('/auth/sap-codes');
    const none = visitor.getByTestId('document-none');
    if (await none.isVisible().catch(() => false)) await expect(none).toContainText(TEXT[lang].none);
    await context.close();
  });

  test(`${lang}: an admin uploads a how-to video, plays and seeks it, finds it on /auth/videos, deletes it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const id = uid();
    const name = { en: `Changing a mould ${id}`, ar: `تغيير القالب ${id}` };
    await loginAsAdmin(page, lang);
    await page.goto('/admin/upload-video');
    await page.getByTestId('video-name-ar').fill(name.ar);
    await page.getByTestId('video-name-en').fill(name.en);
    await chooseAndUpload(page, 'video-upload', 'how-to.mp4', lang, '/v1/video');

    // reloaded after 1 s: find it in the list and play it in the modal
    const search = page.getByTestId('videos-search').locator('input');
    await expect(search).toBeVisible({ timeout: 15_000 });
    await search.fill(id);
    await search.press('Enter');
    const row = page.getByTestId('videos-table').locator('tr', { hasText: name[lang] });
    await expect(row).toBeVisible();
    await shot(page, `video-admin-${lang}`);
    await row.getByTestId('videos-play').click();
    const player = page.getByTestId('video-player');
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(4);
    // seeking asks the server for a range; the player lands where it was sent
    await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = 3;
        }),
    );
    expect(await player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(2.9);
    await shot(page, `video-modal-${lang}`);
    await page.keyboard.press('Escape');

    // anyone finds it on the public list, phone-sized, under its name in their language
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await setLanguage(visitor, lang);
    await visitor.goto(`/auth/videos?search=${encodeURIComponent(id)}`);
    const card = visitor.getByTestId('video-card').filter({ hasText: name[lang] });
    await expect(card).toBeVisible();
    await card.getByTestId('video-play').click();
    await expect(visitor.getByTestId('video-player')).toBeVisible();
    await shot(visitor, `video-public-phone-${lang}`);
    await visitor.keyboard.press('Escape');
    await expectNoSeriousAxe(visitor, withoutPdfFrame);
    await context.close();

    // the admin deletes it after 'Are you sure you want to delete this?'
    await row.getByTestId('videos-delete').click();
    await expect(page.getByText(TEXT[lang].deleteQ)).toBeVisible();
    await page.getByRole('button', { name: TEXT[lang].confirm }).click();
    await expect(row).toHaveCount(0);
  });
}
