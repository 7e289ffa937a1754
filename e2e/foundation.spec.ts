import { expect, test } from '@playwright/test';
import jwt from 'jsonwebtoken';
import { E2E_JWT_SECRET } from '../playwright.config';
import { apiLogin, createMasterData, E2E_ADMIN, setLanguage, uid, useSession } from './fixtures';

test.describe('foundation journeys', () => {
  test('a visitor lands in Arabic, registers, and reaches the dashboard', async ({ page, request }) => {
    const admin = await apiLogin(request);
    const company = await createMasterData(request, admin.token, 'company', {
      name: { en: `Nile Foods ${uid()}`, ar: `النيل للأغذية ${uid()}` },
    });
    await createMasterData(request, admin.token, 'factory-businessUnit', {
      name: { en: `Giza Plant ${uid()}`, ar: `مصنع الجيزة ${uid()}` },
      companies: [company._id],
    });

    await page.goto('/');
    await expect(page).toHaveURL(/\/LandingPage$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'شارك فكرتك. حسّن مكان عملك.' })).toBeVisible();
    // only tiles for what exists (issue 28): no disabled 'submit a project' tile
    await expect(page.getByTestId('tile-submitProject')).toHaveCount(0);

    // the shop floor's landing has no account links: registering starts at its address
    await page.goto('/auth/register');
    // every field is marked required except the user code, the one optional field (spec §5)
    const form = page.locator('form');
    await expect(form.locator('.ant-form-item-optional')).toHaveCount(1);
    await expect(form.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-optional') })).toContainText(
      'كود المستخدم',
    );
    await expect(form.locator('label.ant-form-item-required')).toHaveCount(6);
    await expect(form.locator('label.ant-form-item-required .form-required-star')).toHaveCount(6);
    await page.getByRole('button', { name: 'تسجيل' }).click();
    await expect(page.getByText('من فضلك أدخل اسم المستخدم')).toBeVisible();
    // the location of idea is required, and says so beside its field
    const locationItem = form.locator('.ant-form-item').filter({ has: page.getByTestId('register-location') });
    await expect(locationItem).toContainText('هذا الحقل مطلوب');

    const email = `mona-${uid()}@plant.example`;
    await page.getByLabel('اسم المستخدم').fill('Mona Hassan');
    await page.getByLabel('البريد الإلكتروني').fill(email.toUpperCase());
    await page.getByLabel('رقم الهاتف').fill('0101234');
    await page.getByLabel('كلمة المرور').fill('secret123');
    await page.getByRole('button', { name: 'تسجيل' }).click();
    await expect(page.getByText('يجب ألا يقل رقم الهاتف عن 11 رقمًا')).toBeVisible();
    await page.getByLabel('رقم الهاتف').fill('01012345678');
    await page.getByTestId('register-location').click();
    await page
      .getByTitle(/مصنع الجيزة/)
      .first()
      .click();
    await page.getByRole('button', { name: 'تسجيل' }).click();
    await expect(page.getByText('تم التسجيل بنجاح')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toContainText('MONA HASSAN');
    // a USER sees only the dashboard and profile
    await expect(page.getByRole('menuitem', { name: /الأفكار|المستخدمون|البيانات الأساسية/ })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.email).toBe(email);
  });

  test('the first admin signs in, sees the dashboard, switches to English and back, and logs out', async ({ page }) => {
    await setLanguage(page, 'ar');
    await page.goto('/auth/login');
    await page.getByLabel('البريد الإلكتروني').fill('wrong@e2e.local');
    await page.getByLabel('كلمة المرور').fill('not-the-password');
    await page.getByRole('button', { name: 'دخول' }).click();
    await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();

    await page.getByLabel('البريد الإلكتروني').fill(E2E_ADMIN.email);
    await page.getByLabel('كلمة المرور').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await expect(page.getByText('مرحبًا، admin')).toBeVisible();
    // an admin decides ideas, so the queue is where they land (issue 26)
    await expect(page).toHaveURL(/\/admin\/queue$/);
    await page.getByRole('link', { name: 'لوحة التحكم' }).first().click();
    await expect(page.getByTestId('kpi-submitted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'لوحة التحكم' })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('ADMIN');

    // signed-in users are sent from login/register to where they land (an admin's queue); an unknown admin path
    // to the dashboard (spec: /admin/* → dashboard)
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/admin\/queue$/);
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('kpi-submitted')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText('جارٍ تغيير اللغة…')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 15_000 });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/LandingPage$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/LandingPage$/);
  });

  test('the profile page edits the user after confirmation; user type is read-only', async ({ page }) => {
    const session = await apiLogin(page.request);
    await useSession(page, session, 'en');
    await page.goto(`/admin/profile?id=${session.user._id}`);
    await expect(page.getByText('Hello, admin')).toBeVisible();
    await expect(page.getByTestId('profile-user-type')).toBeDisabled();
    await page.getByLabel('Mobile').fill('12ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mobile must be numbers only')).toBeVisible();
    await page.getByLabel('Mobile').fill('01122334455');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Are you sure?').last()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    const me = await page.request.get('/v1/User/token', { headers: { authorization: `Bearer ${session.token}` } });
    expect((await me.json()).mobile).toBe('01122334455');
  });

  test('an expired token prompts for a refresh, which keeps the user signed in', async ({ page }) => {
    const session = await apiLogin(page.request);
    await useSession(page, session, 'en');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const claims = jwt.decode(session.token) as jwt.JwtPayload;
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ ...claims, iat: now - 3700, exp: now - 100 }, E2E_JWT_SECRET, { algorithm: 'HS256' });
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    await page.reload();
    await expect(page.getByText('Your token has ended, do you want to refresh it?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your token has been refreshed.')).toBeVisible();
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBe(expired);
    const me = await page.request.get('/v1/User/token', { headers: { authorization: `Bearer ${token}` } });
    expect(me.ok()).toBeTruthy();
  });

  test('declining the refresh signs the user out', async ({ page }) => {
    const session = await apiLogin(page.request);
    await useSession(page, session, 'en');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const claims = jwt.decode(session.token) as jwt.JwtPayload;
    const now = Math.floor(Date.now() / 1000);
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      jwt.sign({ ...claims, iat: now - 3700, exp: now - 100 }, E2E_JWT_SECRET, { algorithm: 'HS256' }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/LandingPage$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('unknown paths redirect as the spec says', async ({ page }) => {
    await setLanguage(page, 'en');
    await page.goto('/something-else');
    await expect(page).toHaveURL(/\/LandingPage$/);
    await page.goto('/auth/unknown');
    await expect(page).toHaveURL(/\/auth\/login$/);
    for (const bare of ['/auth', '/auth/']) {
      await page.goto(bare);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.locator('input[type=email]')).toBeVisible();
    }
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/LandingPage$/);
  });
});
