import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, createUserWithRole, setLanguage, uid } from './fixtures';

/**
 * A decider on a phone (issue 26): signing in, the welcome toast opens below the top bar; the menu never opens by
 * itself; the queue and the idea page fit 360 px without scrolling sideways; the idea page opened from the queue
 * belongs to "Waiting for me" in the menu. A unit lead of a unit of its own, so the queue holds only these ideas.
 */

async function unitWithIdeas(request: APIRequestContext, token: string) {
  const n = uid();
  const company = await createMasterData(request, token, 'company', { name: { en: `Phone co ${n}`, ar: `شركة هاتف ${n}` } });
  const unit = await createMasterData(request, token, 'factory-businessUnit', {
    name: { en: `Tenth of Ramadan Industrial Zone Plant ${n}`, ar: `مصنع المنطقة الصناعية بالعاشر من رمضان ${n}` },
    companies: [company._id],
  });
  const area = await createMasterData(request, token, 'area-section', {
    name: { en: `Packing hall ${n}`, ar: `صالة التعبئة ${n}` },
    factoryBusinessUnit: [unit._id],
  });
  // long titles in both scripts, as operators write them
  for (const [i, ideaText] of [
    `تركيب حساسات على سير التعبئة لإيقافه عند تكدس العبوات وتقليل الهالك ${n}`,
    `Install a photo-eye on the packing conveyor to stop it when bottles pile up ${n}`,
  ].entries()) {
    const res = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: 'عبد الرحمن محمد السيد الشرقاوي',
        employeeCode: `P-${n}-${i}`,
        factoryBusinessUnit: unit._id,
        areaSection: area._id,
        kaizenType: '5S',
        effectOnPQCDSM: ['Safety'],
        estimatedAnualSavings: 36000,
        ideaText,
        ideaDesc: 'The bottles pile up at the end of the conveyor and break when nobody is watching the line.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return unit._id as string;
}

/** Nothing on the page scrolls it sideways, and the side menu is closed with no flyout over the content. */
async function fitsAndMenuClosed(page: Page) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const sider = await page.locator('.admin-sider').boundingBox();
  expect(sider?.width ?? 0, 'the side menu is open').toBeLessThan(1);
  await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
}

for (const lang of ['ar', 'en'] as const) {
  test(`a unit lead on a 360 px phone: toast below the top bar, no menu by itself, queue and idea page fit (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const say = (en: string, ar: string) => (lang === 'ar' ? ar : en);
    const admin = await apiLogin(page.request);
    const unitId = await unitWithIdeas(page.request, admin.token);
    const lead = await createUserWithRole(page.request, admin.token, 'MBUL', unitId);
    await page.setViewportSize({ width: 360, height: 780 });
    await setLanguage(page, lang);

    // signing in through the page: the welcome toast opens below the top bar, never over it
    await page.goto('/auth/login');
    await page.getByLabel(say('Email', 'البريد الإلكتروني')).fill(lead.email);
    await page.getByLabel(say('Password', 'كلمة المرور')).fill(lead.password);
    await page.getByRole('button', { name: say('Sign in', 'دخول') }).click();
    await expect(page).toHaveURL(/\/admin\/queue$/, { timeout: 30_000 });
    const toast = page.locator('.ant-notification-notice').first();
    await expect(toast).toBeVisible();
    const header = await page.locator('.admin-header').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: `test-results/phone-queue-toast-${lang}.png` });

    // the queue: both ideas, fitting the phone, the menu closed
    const items = page.getByTestId('queue-item');
    await expect(items).toHaveCount(2, { timeout: 30_000 });
    await fitsAndMenuClosed(page);

    // the idea page from the queue: fits the phone, top to bottom, and the menu says "Waiting for me"
    await items.first().getByTestId('queue-open').click();
    await expect(page).toHaveURL(/\/admin\/editIdea\/[^?]+\?queue=/);
    await expect(page.getByTestId('idea-title')).toBeVisible();
    await expect(page.getByTestId('decision-timeline')).toBeVisible();
    await page.getByTestId('decision-timeline').scrollIntoViewIfNeeded();
    await fitsAndMenuClosed(page);
    await page.screenshot({ path: `test-results/phone-idea-page-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: say('Expand menu', 'توسيع القائمة') }).click();
    await expect(page.locator('.admin-sider .ant-menu-item-selected')).toHaveText(say('Waiting for me', 'في انتظاري'));
    // the open menu lies over the page: the page keeps the phone's width
    const content = await page.locator('.admin-content').boundingBox();
    expect(content!.width).toBeGreaterThan(340);
    await page.screenshot({ path: `test-results/phone-menu-${lang}.png` });
    // a tap beside the open menu closes it
    await page.getByTestId('menu-backdrop').click({ position: { x: lang === 'ar' ? 40 : 320, y: 400 } });
    await fitsAndMenuClosed(page);
    // so does Escape, and the keyboard is back on the button that opened it
    await page.getByRole('button', { name: say('Expand menu', 'توسيع القائمة') }).click();
    await expect(page.getByTestId('menu-backdrop')).toBeVisible();
    await page.keyboard.press('Escape');
    await fitsAndMenuClosed(page);
    await expect(page.getByRole('button', { name: say('Expand menu', 'توسيع القائمة') })).toBeFocused();
    await page.getByRole('button', { name: say('Expand menu', 'توسيع القائمة') }).click();

    // back to the queue by the menu: the menu closes again and the page still fits
    await page.locator('.admin-sider .ant-menu-item-selected').click();
    await expect(page).toHaveURL(/\/admin\/queue/);
    await expect(items).toHaveCount(2);
    await fitsAndMenuClosed(page);
  });
}
