import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiLogin, createMasterData, uid, useSession } from './fixtures';

/** A unit, an area section under it and an AIC under that, named in both languages. */
async function place(request: Parameters<typeof apiLogin>[0], token: string) {
  const n = uid();
  const company = await createMasterData(request, token, 'company', { name: { en: `QR company ${n}`, ar: `شركة رمز ${n}` } });
  const unit = await createMasterData(request, token, 'factory-businessUnit', {
    name: { en: `QR plant ${n}`, ar: `مصنع رمز ${n}` },
    companies: [company._id],
  });
  const area = await createMasterData(request, token, 'area-section', {
    name: { en: `QR hall ${n}`, ar: `صالة رمز ${n}` },
    factoryBusinessUnit: [unit._id],
  });
  const aic = await createMasterData(request, token, 'AIC-minibusiness', {
    name: { en: `QR line ${n}`, ar: `خط رمز ${n}` },
    areaSection: [area._id],
  });
  return { n, unit, area, aic };
}

/** Reads the QR code back from a screenshot of the printed poster. */
async function decodePoster(page: Page): Promise<string | undefined> {
  await page.emulateMedia({ media: 'print' });
  const png = PNG.sync.read(await page.getByTestId('qr-poster').screenshot());
  await page.emulateMedia({ media: 'screen' });
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

for (const lang of ['ar', 'en'] as const) {
  test(`an admin prints a place's poster whose code opens the form at that place (${lang})`, async ({ page }) => {
    const session = await apiLogin(page.request);
    const { n, unit, area, aic } = await place(page.request, session.token);
    await useSession(page, session, lang);
    await page.setViewportSize({ width: 900, height: 1300 });
    await page.goto(`/admin/qr/${aic._id}`);
    const poster = page.getByTestId('qr-poster');
    await expect(poster).toContainText(`خط رمز ${n}`);
    await expect(poster).toContainText(`QR line ${n}`);
    await expect(poster).toContainText(`QR plant ${n}`);
    await expect(page.getByTestId('print')).toBeEnabled();
    await page.screenshot({ path: `test-results/qr-poster-${lang}.png`, fullPage: true });

    const url = await decodePoster(page);
    expect(url).toMatch(/\/q\/[A-Za-z0-9]{10}$/);
    await expect(page.getByTestId('qr-url')).toHaveText(url!.replace(/^https?:\/\//, ''));

    // the phone that scanned it: no session
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(url!);
    await expect(page).toHaveURL(/\/auth\/form\?qr=/);
    await expect(page.getByTestId('qr-place')).toContainText(lang === 'ar' ? `خط رمز ${n}` : `QR line ${n}`);
    // the poster's place reads as one sentence (plant, hall, line) with "change" instead of the place lists
    const name = (en: string, ar: string) => (lang === 'ar' ? ar : en);
    await expect(page.getByTestId('qr-place')).toContainText(name(`QR plant ${n}`, `مصنع رمز ${n}`));
    await expect(page.getByTestId('qr-place')).toContainText(name(`QR hall ${n}`, `صالة رمز ${n}`));
    await expect(page.getByTestId('select-factoryBusinessUnit')).toHaveCount(0);
    await page.getByTestId('qr-change').click();
    await expect(page.getByTestId('select-factoryBusinessUnit')).toHaveValue(unit._id);
    await expect(page.getByTestId('select-areaSection')).toHaveValue(area._id);
    await page.screenshot({ path: `test-results/qr-form-${lang}.png` });
  });
}

test('a label sheet holds a poster for the unit and every place under it', async ({ page }) => {
  const session = await apiLogin(page.request);
  const { unit } = await place(page.request, session.token);
  await useSession(page, session, 'ar');
  await page.goto(`/admin/qr-sheet/${unit._id}`);
  await expect(page.getByTestId('qr-poster')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/qr-sheet-ar.png', fullPage: true });
});

test('an out-of-date code opens the plain form with a message', async ({ page }) => {
  await page.goto('/q/Nonexistent1');
  await expect(page).toHaveURL(/\/auth\/form\?qr=Nonexistent1/);
  await expect(page.getByTestId('qr-stale')).toContainText('رمز QR هذا لم يعد صالحًا');
  await expect(page.getByTestId('select-factoryBusinessUnit')).toBeVisible();
});
