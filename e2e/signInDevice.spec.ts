import { expect, test } from '@playwright/test';
import { apiLogin, createMasterData, createUserWithRole, setLanguage, uid } from './fixtures';

/**
 * Decision 026: a browser that signs in gets a device cookie, so that later sign-ins to the same account from it
 * count in its own bucket (strangers' failures cannot lock it out; the API tests hold the limits themselves).
 * Here: the real browser keeps the cookie from the sign-in page and sends it back on the next sign-in.
 */
for (const lang of ['ar', 'en'] as const) {
  test(`the sign-in page leaves a device cookie that the next sign-in sends back (${lang})`, async ({ page, request }) => {
    const admin = await apiLogin(request);
    const company = await createMasterData(request, admin.token, 'company', {
      name: { en: `Dev Co ${uid()}`, ar: `شركة ${uid()}` },
    });
    const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', {
      name: { en: `Dev Plant ${uid()}`, ar: `مصنع ${uid()}` },
      companies: [company._id],
    });
    const user = await createUserWithRole(request, admin.token, 'CONSULTANT', fbu._id);
    const text =
      lang === 'ar'
        ? { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'دخول', signOut: 'تسجيل الخروج' }
        : { email: 'Email', password: 'Password', submit: 'Sign in', signOut: 'Logout' };

    const signIn = async () => {
      await page.goto('/auth/login');
      await page.getByLabel(text.email).fill(user.email);
      await page.getByLabel(text.password).fill(user.password);
      const answer = page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
      await page.getByRole('button', { name: text.submit }).click();
      expect((await answer).status()).toBe(200);
      await expect(page).toHaveURL(/\/admin\//);
    };

    await setLanguage(page, lang);
    await signIn();
    const cookies = await page.context().cookies();
    const device = cookies.find((c) => c.name === 'fikra_device');
    expect(device).toMatchObject({ path: '/v1/auth', httpOnly: true, sameSite: 'Strict' });
    // the page's scripts cannot read it
    expect(await page.evaluate(() => document.cookie)).not.toContain('fikra_device');

    // signed out from the user menu, as a person does; the cookie stays
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: text.signOut }).click();
    await expect(page).toHaveURL(/\/LandingPage$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/auth/login'));
    await signIn();
    expect((await (await sent).allHeaders()).cookie).toContain(`fikra_device=${device?.value}`);
    // the same device: its entry is kept, not replaced
    expect((await page.context().cookies()).find((c) => c.name === 'fikra_device')?.value).toBe(device?.value);
  });
}
