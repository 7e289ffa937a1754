import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, loginAsAdmin, uid } from './fixtures';

/** A 1×1 PNG: the server checks the bytes, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Master data once per run, then ideas through the public form's API (POST /v1/idea-crud). */
let location: { company: string; factoryBusinessUnit: string; areaSection: string } | undefined;
async function submitIdea(request: APIRequestContext, ideaText: string, employeeCode = `EMP-${uid()}`) {
  if (!location) {
    const { token } = await apiLogin(request);
    const r = uid();
    const company = await createMasterData(request, token, 'company', {
      name: { en: `Delta Foods ${r}`, ar: `أغذية الدلتا ${r}` },
    });
    const factoryBusinessUnit = await createMasterData(request, token, 'factory-businessUnit', {
      name: { en: `Tanta Plant ${r}`, ar: `مصنع طنطا ${r}` },
      companies: [company._id],
    });
    const areaSection = await createMasterData(request, token, 'area-section', {
      name: { en: `Filling Line ${r}`, ar: `خط التعبئة ${r}` },
      factoryBusinessUnit: [factoryBusinessUnit._id],
    });
    location = { company: company._id, factoryBusinessUnit: factoryBusinessUnit._id, areaSection: areaSection._id };
  }
  const res = await request.post('/v1/idea-crud', {
    data: {
      ideaPresenterType: 'Employee',
      employeeName: 'سلمى عادل نور',
      employeeCode,
      ...location,
      kaizenType: 'Productivity',
      effectOnPQCDSM: ['Productivity', 'Safety'],
      estimatedAnualSavings: 15000,
      ideaText,
      ideaDesc: 'ينقل العمال الكراتين يدويًا بين المحطات، مما يبطئ التعبئة ويزيد الإجهاد',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { id: (await res.json())._id as string, employeeCode };
}

const card = (page: Page, stage: string) => page.locator(`[data-stage-card="${stage}"]`);
const field = (scope: Locator, label: string) => scope.locator('.ant-form-item').filter({ hasText: label });

async function decide(scope: Locator, decision: 'مقبول' | 'مرفوض' | 'معلّق') {
  await scope.locator('.ant-radio-button-wrapper').filter({ hasText: decision }).click();
}

/** Submit -> confirm -> 'Saved Successfully' -> the stay question, answered yes (reload) or no (back to the list). */
async function submitStatus(page: Page, stay: boolean) {
  await page.getByTestId('submit-status').click();
  // a click on Confirm while antd's dialog is still animating in can be lost: retry until the dialog closed
  const confirm = page.getByRole('button', { name: 'تأكيد' });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('تم الحفظ بنجاح').first()).toBeVisible();
  await expect(page.getByText('هل تريد البقاء في هذه الصفحة؟')).toBeVisible();
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: stay ? 'نعم' : 'لا', exact: true }).click();
  await reloaded;
  if (!stay) await expect(page).toHaveURL(/\/admin\/idea$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('stayInPage'))).toBe(String(stay));
}

async function upload(scope: Locator, testId: string, name: string) {
  await scope.getByTestId(testId).locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(scope.getByTestId(testId).locator('.ant-upload-list-item-done, .ant-upload-list-item').first()).toBeVisible();
  await expect(scope.getByTestId(testId).locator('.ant-upload-list-item-uploading')).toHaveCount(0);
}

test('an idea goes from submitted to fully replicated, in Arabic', async ({ page }) => {
  // six stage saves, each with its confirmation and reload: more than the default minute on a busy machine
  test.setTimeout(180_000);
  const { id } = await submitIdea(page.request, 'تركيب بكرات جاذبية على خط التعبئة لنقل الكراتين');
  const session = await loginAsAdmin(page, 'ar');
  await page.goto(`/admin/editIdea/${id}`);

  // Evaluation: four yes answers -> High priority, responsible people, Accepted (the default).
  const evaluated = card(page, 'evaluated');
  await expect(page.getByTestId('submit-status')).toBeDisabled();
  for (const q of ['هل تكلفتها منخفضة؟', 'هل تنفيذها سهل؟', 'هل يمكننا تنفيذها بأنفسنا؟']) await evaluated.getByText(q).click();
  await expect(evaluated.getByTestId('live-priority')).toHaveAttribute('data-priority', 'Low');
  await evaluated.getByText('هل هي عاجلة؟').click();
  await expect(evaluated.getByTestId('live-priority')).toHaveText('مرتفعة');
  await expect(evaluated.getByTestId('live-ticks')).toContainText('4');
  await field(evaluated, 'المسؤولون').locator('input').fill('م. أحمد سمير');
  await field(evaluated, 'المسؤولون').locator('input').press('Enter');
  await expect(card(page, 'approved')).toHaveCount(0);
  await submitStatus(page, true);
  await expect(evaluated).toHaveAttribute('data-locked', 'true');

  // Approval: now visible; the three questions and the estimated savings.
  const approved = card(page, 'approved');
  await approved.getByText('سيكون لها أثر ملموس').click();
  await approved.getByText('وافق عليها أصحاب المصلحة').click();
  await approved.locator('#approved_estimatedSavings_amount').fill('40000');
  await submitStatus(page, true);

  // Implementation: cost, savings, live ROI, before/after photos, PQCDSM impact.
  const implemented = card(page, 'implemented');
  await implemented.locator('#implemented_cost').fill('8000');
  await implemented.locator('#implemented_savings').fill('36000');
  await expect(implemented.getByTestId('live-roi')).toHaveText('4.5');
  await upload(implemented, 'upload-before', 'before.png');
  await upload(implemented, 'upload-after', 'after.png');
  await implemented.locator('#implemented_equipmentName').fill('مكبس هيدروليكي 4');
  await implemented.locator('#implemented_impact_Productivity').fill('30');
  await submitStatus(page, true);
  await expect(card(page, 'implemented').locator('.ant-upload-list-item')).toHaveCount(2);

  // Knowledge table: edit, add a row, report; saved once, then read-only.
  await page.goto(`/admin/editOPLtable/${id}`);
  await expect(page.getByTestId('submit-opl')).toBeDisabled();
  await page.getByLabel('قبل 1').fill('120');
  await page.getByLabel('بعد 1').fill('150');
  await page.getByLabel('الوفر 1').fill('30');
  await page.getByRole('button', { name: 'إضافة صف' }).click();
  await page.getByLabel('ملاحظات 2').fill('إصابات طفيفة');
  await page.getByRole('button', { name: 'إضافة صف' }).click();
  await page.getByRole('button', { name: 'حذف آخر صف' }).click();
  await page.getByLabel('تقرير المعرفة').fill('قلّل ترتيب الأدوات زمن التغيير من 40 إلى 12 دقيقة');
  await page.getByTestId('submit-opl').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('تم الحفظ بنجاح').first()).toBeVisible();
  await page.getByRole('button', { name: 'لا', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/idea$/);
  await page.goto(`/admin/editOPLtable/${id}`);
  await expect(page.getByTestId('opl-read-only')).toBeVisible();
  await expect(page.getByTestId('opl-table').locator('.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('submit-opl')).toHaveCount(0);

  // Reward, then full replication (which locks it).
  await page.goto(`/admin/editIdea/${id}`);
  const rewarded = card(page, 'rewarded');
  await rewarded.locator('#rewarded_savings').fill('2500');
  await rewarded.locator('#rewarded_eventName').fill('يوم الكايزن السنوي');
  await submitStatus(page, true);
  const replicated = card(page, 'replicated');
  await replicated.getByText('معممة بالكامل').click();
  await submitStatus(page, false);

  await page.goto(`/admin/editIdea/${id}`);
  for (const stage of ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated']) {
    await expect(card(page, stage)).toHaveAttribute('data-locked', 'true');
  }
  const history = page.getByTestId('history');
  for (const [stage, decision] of [
    ['evaluated', 'accepted'],
    ['approved', 'accepted'],
    ['implemented', 'accepted'],
    ['opl', ''],
    ['rewarded', 'accepted'],
    ['replicated', 'Fully Replicated'],
  ]) {
    await expect(history.locator(`[data-history-stage="${stage}"][data-history-decision="${decision}"]`)).toHaveCount(1);
  }
  const idea = await (
    await page.request.get(`/v1/idea-crud/${id}`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json();
  expect(idea).toMatchObject({ priority: 'High', totalTicks: 4, ROI: 4.5, reward: 2500, replicationStatus: 'Fully Replicated' });
  expect(idea.status.implemented.before).toHaveLength(1);
  expect(idea.opl.rows).toHaveLength(2);
});

test('a hold keeps the stage editable', async ({ page }) => {
  const { id } = await submitIdea(page.request, 'استخدام حساسات لإطفاء الإضاءة تلقائيًا في المخازن');
  await loginAsAdmin(page, 'ar');
  await page.goto(`/admin/editIdea/${id}`);
  const evaluated = card(page, 'evaluated');
  await decide(evaluated, 'معلّق');
  await page.getByTestId('submit-status').click();
  await expect(field(evaluated, 'سبب التعليق')).toContainText('هذا الحقل مطلوب');
  await expect(page.getByRole('button', { name: 'تأكيد' })).toHaveCount(0);
  await evaluated.locator('#evaluated_reasonOfHold').fill('في انتظار عرض سعر من المورد');
  await submitStatus(page, true);

  await expect(evaluated).toHaveAttribute('data-locked', 'false');
  await expect(evaluated.locator('[data-decision="hold"]')).toBeVisible();
  await expect(evaluated.locator('#evaluated_reasonOfHold')).toHaveValue('في انتظار عرض سعر من المورد');
  await expect(card(page, 'approved')).toHaveCount(0);
  await expect(page.getByTestId('submit-status')).toBeDisabled();
  await evaluated.locator('#evaluated_reasonOfHold').fill('وصل عرض السعر');
  await expect(page.getByTestId('submit-status')).toBeEnabled();
});

test('a save from a stale page says someone else changed the idea and offers to reload', async ({ page }) => {
  const { id } = await submitIdea(page.request, 'تغيير ترتيب المخزن لتقليل مسافة التقاط المواد');
  const session = await loginAsAdmin(page, 'ar');
  await page.goto(`/admin/editIdea/${id}`);
  await expect(card(page, 'evaluated')).toBeVisible();
  const res = await page.request.put(`/v1/idea-crud/updateStatus/${id}/evaluated`, {
    data: { accepted: 'hold', reasonOfHold: 'من مستخدم آخر', version: 0 },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.ok()).toBeTruthy();
  await decide(card(page, 'evaluated'), 'مرفوض');
  await page.getByTestId('submit-status').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByRole('dialog', { name: 'تغيّرت هذه الفكرة' })).toContainText('عدّل مستخدم آخر هذه الفكرة');
  await page.getByRole('button', { name: 'إعادة التحميل' }).click();
  await expect(card(page, 'evaluated').locator('#evaluated_reasonOfHold')).toHaveValue('من مستخدم آخر');
});

test("a rejection with 'Other' shows its reason on the admin status page and the public status page", async ({ page }) => {
  const { id, employeeCode } = await submitIdea(page.request, 'تغيير لون أرضية الممرات لتحسين الرؤية ليلًا');
  await loginAsAdmin(page, 'ar');
  await page.goto(`/admin/editIdea/${id}`);
  const evaluated = card(page, 'evaluated');
  await decide(evaluated, 'مرفوض');
  // a click on an option while antd's dropdown is still animating can be lost: retry until 'Other' took
  await expect(async () => {
    await field(evaluated, 'سبب الرفض').locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'أخرى' }).click({ timeout: 2_000 });
    await expect(evaluated.locator('#evaluated_otherReason')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await evaluated.locator('#evaluated_otherReason').fill('سيتم استبدال الخط بالكامل العام القادم');
  await submitStatus(page, true);
  await expect(evaluated.getByTestId('denial-reason')).toContainText('سيتم استبدال الخط بالكامل العام القادم');
  await expect(evaluated).toHaveAttribute('data-locked', 'true');

  // The public status lookup (by employee code) shows the free-text reason of denial.
  await page.goto('/auth/ideaStatus');
  await page.getByTestId('status-code').fill(employeeCode);
  await page.getByTestId('status-submit').click();
  await expect(page.getByTestId('status-results')).toContainText('سيتم استبدال الخط بالكامل العام القادم');
});
