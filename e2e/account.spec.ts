import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { startMailbox } from '../apps/api/test/smtp';
import { E2E_SMTP_PORT } from '../playwright.config';
import { apiLogin, createMasterData, expectNoSeriousAxe, loginAsAdmin, uid, useSession } from './fixtures';

const wcagAA = (axe: AxeBuilder) => axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SCREENSHOTS;
const PHOTO = join(import.meta.dirname, 'fixtures', 'profile-photo.png');

const TEXT = {
  ar: { changed: 'تم تغيير كلمة المرور', photoSaved: 'تم حفظ صورتك.', resetDone: 'تم تغيير كلمة المرور. سجّل الدخول بها.' },
  en: {
    changed: 'Your password has been changed',
    photoSaved: 'Your photo has been saved.',
    resetDone: 'Your password has been changed. Sign in with it.',
  },
} as const;

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let fbuId: string;

test.beforeAll(async ({ request }) => {
  mailbox = await startMailbox(E2E_SMTP_PORT);
  const admin = await apiLogin(request);
  const company = await createMasterData(request, admin.token, 'company', {
    name: { en: `Account Foods ${uid()}`, ar: `أغذية الحساب ${uid()}` },
  });
  fbuId = (
    await createMasterData(request, admin.token, 'factory-businessUnit', {
      name: { en: `Account Plant ${uid()}`, ar: `مصنع الحساب ${uid()}` },
      companies: [company._id],
    })
  )._id;
});
test.afterAll(async () => mailbox?.close());

/** A new USER through the register API; returns its email and password. */
async function newUser(page: Page) {
  const email = `account-${uid()}@e2e.local`;
  const password = 'First#2026';
  const res = await page.request.post('/v1/auth/register', {
    data: { username: `Account ${uid()}`, email, password, mobile: '01012345678', defaultLang: 'ar', factoryBusinessUnit: fbuId },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { email, password };
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.locator('input[type=email]').first().fill(email);
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('form button[type=submit]').first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** No serious or critical axe finding (WCAG 2.1 A/AA), as the accessibility tour asks (decision 011). */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: change the password on the profile, then sign in with it`, async ({ page }) => {
    const user = await newUser(page);
    await useSession(page, await apiLogin(page.request, user.email, user.password), lang);
    await page.goto('/admin/profile');
    await expect(page.getByTestId('change-password')).toBeVisible();
    await shot(page, `profile-${lang}`);
    await expectNoSeriousAxe(page, wcagAA);

    await page.locator('#change_oldPassword').fill('not-my-password');
    await page.locator('#change_password').fill('Second#2026');
    await page.locator('#change_repeat').fill('Second#2026');
    await page.getByTestId('change-password-submit').click();
    const wrong = lang === 'ar' ? 'كلمة المرور الحالية غير صحيحة' : 'The current password is incorrect';
    await expect(page.getByTestId('change-password').getByText(wrong)).toBeVisible();

    await page.locator('#change_oldPassword').fill(user.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.locator('.ant-notification').getByText(TEXT[lang].changed)).toBeVisible();
    // this session goes on
    await page.reload();
    await expect(page.getByTestId('change-password')).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('token'));
    await signInWithForm(page, user.email, 'Second#2026');
  });

  test(`${lang}: forgot password sends a link by e-mail that sets a new password once`, async ({ page }) => {
    const user = await newUser(page);
    await page.goto('/LandingPage');
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto('/auth/login');
    await expect(page.getByTestId('forgot-open')).toBeVisible();
    await shot(page, `login-${lang}`);
    await expectNoSeriousAxe(page, wcagAA);
    await page.getByTestId('forgot-open').click();
    await page.locator('#forgot_email').fill(user.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    const mail = await mailbox.mailTo(user.email, 20_000);
    const link = /http:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page.getByTestId('reset-submit')).toBeVisible();
    await shot(page, `reset-${lang}`);
    await expectNoSeriousAxe(page, wcagAA);
    await page.locator('#reset_password').fill('Reset#2026');
    await page.locator('#reset_repeat').fill('Reset#2027');
    await page.getByTestId('reset-submit').click();
    const mismatch = lang === 'ar' ? 'كلمتا المرور غير متطابقتين' : 'The two passwords do not match';
    await expect(page.getByText(mismatch)).toBeVisible();
    await page.locator('#reset_repeat').fill('Reset#2026');
    await page.getByTestId('reset-submit').click();
    await expect(page.locator('.ant-notification').getByText(TEXT[lang].resetDone)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // the link works once
    await page.goto(link as string);
    await page.locator('#reset_password').fill('Again#2026');
    await page.locator('#reset_repeat').fill('Again#2026');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-invalid')).toBeVisible();
    await shot(page, `reset-used-${lang}`);

    await signInWithForm(page, user.email, 'Reset#2026');
  });

  test(`${lang}: upload a profile photo and see it in the top bar`, async ({ page }) => {
    const user = await newUser(page);
    await useSession(page, await apiLogin(page.request, user.email, user.password), lang);
    await page.goto('/admin/profile');
    const headerAvatar = page.getByTestId('user-menu').locator('img');
    await expect(headerAvatar).toHaveAttribute('src', '/default-avatar.svg');
    await expect(headerAvatar).toHaveAttribute('alt', '');

    await page.getByTestId('profile-photo').locator('input[type=file]').setInputFiles(PHOTO);
    await expect(page.locator('.ant-notification').getByText(TEXT[lang].photoSaved)).toBeVisible();
    await expect(headerAvatar).toHaveAttribute('src', /^\/v1\/file\/[0-9a-f-]{36}$/);
    await expect(headerAvatar).toHaveAttribute('alt', '');
    const profileAvatar = page.getByTestId('profile-photo').locator('img');
    await expect(profileAvatar).toHaveAttribute('alt', lang === 'ar' ? /الصورة الشخصية لـ/ : /Profile photo of/);
    await expect(page.getByTestId('photo-remove')).toBeVisible();
    const loaded = await headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
    await shot(page, `profile-photo-${lang}`);
    await expectNoSeriousAxe(page, wcagAA);

    // it stays after a reload (the stored user carries it)
    await page.reload();
    await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^\/v1\/file\//);
  });
}

test('an ADMIN sees the photo in the users list and sets a new password from the edit-user page', async ({ page }) => {
  const user = await newUser(page);
  const session = await apiLogin(page.request, user.email, user.password);
  const auth = { authorization: `Bearer ${session.token}` };
  const upload = await page.request.post('/v1/file/upload?purpose=image', {
    headers: auth,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const [{ _id: image }] = await upload.json();
  expect((await page.request.put(`/v1/User/${session.user._id}/image`, { headers: auth, data: { image } })).ok()).toBeTruthy();

  await loginAsAdmin(page, 'en');
  await page.goto(`/admin/user?search=${encodeURIComponent(user.email)}`);
  const photo = page.getByRole('img', { name: `Photo of ${session.user.username}` });
  await expect(photo).toHaveAttribute('src', `/v1/file/${image}`);

  await page.goto(`/admin/editUser/${session.user._id}`);
  await page.locator('#setUser_password').fill('ByAdmin#2026');
  await page.locator('#setUser_repeat').fill('ByAdmin#2026');
  await page.getByTestId('set-password-submit').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.ant-notification').getByText('The new password has been set')).toBeVisible();
  await shot(page, 'edit-user-password-en');

  expect((await page.request.get('/v1/User/token', { headers: auth })).status()).toBe(401);
  expect((await page.request.post('/v1/auth/login', { data: { email: user.email, password: 'ByAdmin#2026' } })).ok()).toBe(true);
});
