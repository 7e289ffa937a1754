import { expect, test } from '@playwright/test';
import { apiLogin, createMasterData, setLanguage, uid } from './fixtures';

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
    // the public form is shown ideas at least a day old: one imported with last month's date, and one sent just now
    const existing = `تركيب حساس لإيقاف السير عند انسداد العبوات في الخط رقم ٢ ${n}`;
    const imported = await request.post('/v1/idea-crud/allImported', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: [
        {
          ideaCode: `SIM-${n}`,
          ideaText: existing,
          ideaDesc: 'وصف الفكرة الأصلية التي قدمها زميل في الشهر الماضي.',
          ideaPresenterType: 'Visitor',
          employeeName: 'زميل سابق',
          employeeCode: `SIM-${n}`,
          factoryBusinessUnit: factory.en,
          areaSection: `Line ${n}`,
          kaizenType: 'Quick win',
          effectOnPQCDSM: 'Quality',
          estimatedAnualSavings: 100,
          date: new Date(Date.now() - 30 * 24 * 3600_000).toISOString().slice(0, 10),
        },
      ],
    });
    expect(imported.ok(), await imported.text()).toBeTruthy();
    const listed = await request.get(`/v1/idea-crud/allImported?search=${encodeURIComponent(`SIM-${n}`)}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { ideaNumber } = (await listed.json()).data[0];
    const fresh = `تركيب حساس لإيقاف السير عند انسداد العبوات في الخط رقم ٣ ${n}`;
    const posted = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: 'زميل آخر',
        employeeCode: `SIM2-${n}`,
        factoryBusinessUnit: fbu._id,
        areaSection: area._id,
        kaizenType: 'Quick win',
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 100,
        ideaText: fresh,
        ideaDesc: 'فكرة قُدمت قبل دقائق ولا تظهر للزوار قبل يوم.',
      },
    });
    expect(posted.ok(), await posted.text()).toBeTruthy();

    await setLanguage(page, lang);
    await page.goto('/auth/form');
    await page.getByTestId('select-factoryBusinessUnit').selectOption({ label: lang === 'ar' ? factory.ar : factory.en });
    await page.getByTestId('idea-text').fill(`تركيب حساس لايقاف السير عند انسداد العبوات فى الخط رقم 2 ${n}`);
    const hint = page.getByTestId('similar-ideas');
    await expect(hint).toContainText(existing);
    await expect(hint).toContainText(lang === 'ar' ? `فكرة ${ideaNumber}` : `Idea ${ideaNumber}`);
    await expect(hint).not.toContainText('زميل سابق');
    await expect(hint).not.toContainText('وصف الفكرة الأصلية');
    await expect(hint).not.toContainText(fresh);
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/similar-ideas-${lang}.png` });
  });
}
