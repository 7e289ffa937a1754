import { expect, test } from '@playwright/test';
import { apiLogin, chooseOption, createMasterData, setLanguage, uid } from './fixtures';

for (const lang of ['ar', 'en'] as const) {
  test(`typing a title close to an existing Arabic idea shows it as similar (${lang})`, async ({ page, request }) => {
    const admin = await apiLogin(request);
    const n = uid();
    const company = await createMasterData(request, admin.token, 'company', {
      name: { en: `Sim Co ${n}`, ar: `شركة تشابه ${n}` },
    });
    const factory = { en: `Similar Plant ${n}`, ar: `مصنع التشابه ${n}` };
    const fbu = await createMasterData(request, admin.token, 'factory-businessUnit', { name: factory, companies: [company._id] });
    const area = await createMasterData(request, admin.token, 'area-section', {
      name: { en: `Line ${n}`, ar: `خط ${n}` },
      factoryBusinessUnit: [fbu._id],
    });
    const existing = `تركيب حساس لإيقاف السير عند انسداد العبوات في الخط رقم ٢ ${n}`;
    const posted = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: 'زميل سابق',
        employeeCode: `SIM-${n}`,
        factoryBusinessUnit: fbu._id,
        areaSection: area._id,
        kaizenType: 'Quick win',
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 100,
        ideaText: existing,
        ideaDesc: 'وصف الفكرة الأصلية التي قدمها زميل في الشهر الماضي.',
      },
    });
    expect(posted.ok(), await posted.text()).toBeTruthy();
    const { ideaNumber } = await posted.json();

    await setLanguage(page, lang);
    await page.goto('/auth/form');
    await chooseOption(page, 'select-factoryBusinessUnit', lang === 'ar' ? factory.ar : factory.en);
    await page.getByTestId('idea-text').fill(`تركيب حساس لايقاف السير عند انسداد العبوات فى الخط رقم 2 ${n}`);
    const hint = page.getByTestId('similar-ideas');
    await expect(hint).toContainText(existing);
    await expect(hint).toContainText(lang === 'ar' ? `فكرة ${ideaNumber}` : `Idea ${ideaNumber}`);
    await expect(hint).toContainText(lang === 'ar' ? 'مُقدَّمة' : 'Submitted');
    await expect(hint).not.toContainText('زميل سابق');
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/similar-ideas-${lang}.png` });
  });
}
