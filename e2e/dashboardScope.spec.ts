import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, createMasterData, createUserWithRole, expectNoSeriousAxe, uid, useSession } from './fixtures';

/**
 * Issue 29 item 7 on the screen: a USER with a location of idea sees the dashboard of that location only (the
 * note says so and the server keeps every figure to it); a user without one sees the spec's two header counts and
 * why there is nothing more. Both languages, at 360 and 1366 px. Screenshots go to E2E_SCREENSHOTS when it is set.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.E2E_SCREENSHOTS;

for (const lang of ['ar', 'en'] as const) {
  test(`a USER sees the dashboard of their location of idea only; without one, the two counts (${lang})`, async ({ page }) => {
    const { token } = await apiLogin(page.request);
    const r = uid();
    const company = await createMasterData(page.request, token, 'company', {
      name: { en: `Scope Foods ${r}`, ar: `أغذية النطاق ${r}` },
    });
    const unit = await createMasterData(page.request, token, 'factory-businessUnit', {
      name: { en: `Scope plant ${r}`, ar: `مصنع النطاق ${r}` },
      companies: [company._id],
    });
    const user = await createUserWithRole(page.request, token, 'USER', unit._id);
    const session = await apiLogin(page.request, user.email, user.password);

    await page.setViewportSize({ width: 1366, height: 900 });
    await useSession(page, session, lang);
    await page.goto('/admin/dashboard');
    const unitName = lang === 'ar' ? `مصنع النطاق ${r}` : `Scope plant ${r}`;
    const scoped = lang === 'ar' ? `تعرض الأرقام الخاصة بـ ${unitName} فقط.` : `You see the figures of ${unitName} only.`;
    await expect(page.getByText(scoped)).toBeVisible();
    await expect(page.getByTestId('chart-funnel')).toBeVisible();
    await expectNoSeriousAxe(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-scoped-${lang}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByText(scoped)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-scoped-${lang}-360.png`, fullPage: true });

    // a user without a location of idea (registration always sets one: an account made before, or imported):
    // the stored user as the server returns it for such an account
    await useSession(page, { ...session, user: { ...session.user, factoryBusinessUnit: null } }, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/dashboard');
    const note =
      lang === 'ar'
        ? 'ليس لحسابك موقع فكرة، لذلك تعرض لوحة المعلومات إجماليات البرنامج فقط. يمكن للمسؤول تحديد موقع الفكرة لحسابك من قائمة المستخدمين.'
        : "Your account has no location of idea, so the dashboard shows the programme's totals only. An admin can set your location of idea in the users list.";
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByTestId('count-ideas')).toBeVisible();
    await expect(page.getByTestId('count-users')).toBeVisible();
    await expect(page.getByTestId('chart-funnel')).toHaveCount(0);
    await expectNoSeriousAxe(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-counts-only-${lang}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByText(note)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-counts-only-${lang}-360.png`, fullPage: true });
  });
}
