import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createMasterData, loginAsAdmin, uid } from './fixtures';

/**
 * The workflow on the idea's one page (/admin/editIdea/:id), in both languages: the whole walk from a submitted
 * idea to a full replication (evaluation with its questions, approval, implementation with photos, the knowledge
 * table, reward and replication), a hold with its reason, a save from a stale page and a rejection with 'Other'.
 * The queue, the operator's photo and two stages in one save are e2e/ideaPage.spec.ts's.
 */

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

const stage = (page: Page, key: string) => page.locator(`[data-stage-item="${key}"]`);
const formItem = (page: Page, key: string, label: string) =>
  stage(page, key).locator('.ant-form-item').filter({ hasText: label });

/** Save decisions; answers the one confirmation when the save asks for it; waits for the PATCH to succeed. */
async function saveDecisions(page: Page, id: string, confirmWord?: string) {
  const patched = page.waitForResponse((r) => r.url().endsWith(`/v1/idea-crud/${id}/status`));
  await page.getByTestId('submit-status').click();
  if (confirmWord) await page.getByRole('dialog').getByRole('button', { name: confirmWord }).click();
  const answer = await patched;
  expect(answer.request().method()).toBe('PATCH');
  expect(answer.status(), await answer.text()).toBe(200);
}

async function upload(page: Page, testId: string, name: string) {
  const field = stage(page, 'implemented').getByTestId(testId);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('.ant-upload-list-item').first()).toBeVisible();
  await expect(field.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
}

for (const lang of ['ar', 'en'] as const) {
  const say = (en: string, ar: string) => (lang === 'ar' ? ar : en);

  test(`an idea goes from submitted to fully replicated (${lang})`, async ({ page }) => {
    test.setTimeout(120_000); // four saves with their reloads of the idea
    const { id } = await submitIdea(page.request, say('Gravity rollers carry the cartons', 'بكرات جاذبية لنقل الكراتين'));
    const session = await loginAsAdmin(page, lang);
    await page.goto(`/admin/editIdea/${id}`);

    // Evaluation: three yes answers are Low priority, the fourth (urgent) makes it High; responsible people
    await expect(page.getByTestId('submit-status')).toBeDisabled();
    await stage(page, 'evaluated').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    for (const q of [
      say('Is it cheap?', 'هل تكلفتها منخفضة؟'),
      say('Is it easy to implement?', 'هل تنفيذها سهل؟'),
      say('Can we implement it ourselves?', 'هل يمكننا تنفيذها بأنفسنا؟'),
    ])
      await stage(page, 'evaluated').getByText(q).click();
    await expect(stage(page, 'evaluated').getByTestId('live-priority')).toHaveAttribute('data-priority', 'Low');
    await stage(page, 'evaluated').getByText(say('Is it urgent?', 'هل هي عاجلة؟')).click();
    await expect(stage(page, 'evaluated').getByTestId('live-priority')).toHaveAttribute('data-priority', 'High');
    await expect(stage(page, 'evaluated').getByTestId('live-ticks')).toContainText('4');
    const responsible = formItem(page, 'evaluated', say('Responsible people', 'المسؤولون')).locator('input');
    await responsible.fill(say('Ahmed Samir', 'م. أحمد سمير'));
    await responsible.press('Enter');

    // Approval opens at once: two questions and the estimated savings, saved with the evaluation
    await expect(stage(page, 'approved')).toHaveAttribute('data-state', 'open');
    await stage(page, 'approved').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    await stage(page, 'approved').getByText(say('It will have an impact', 'سيكون لها أثر ملموس')).click();
    await stage(page, 'approved').getByText(say('The stakeholders approved it', 'وافق عليها أصحاب المصلحة')).click();
    await stage(page, 'approved').locator('#approved_estimatedSavings_amount').fill('40000');
    await saveDecisions(page, id);
    await expect(stage(page, 'evaluated')).toHaveAttribute('data-state', 'decided');
    await expect(stage(page, 'approved')).toHaveAttribute('data-state', 'decided');

    // Implementation: cost, savings, live ROI, before/after photos, equipment and PQCDSM impact
    await expect(stage(page, 'implemented')).toHaveAttribute('data-state', 'open');
    await stage(page, 'implemented').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    await stage(page, 'implemented').locator('#implemented_cost').fill('8000');
    await stage(page, 'implemented').locator('#implemented_savings').fill('36000');
    await expect(stage(page, 'implemented').getByTestId('live-roi')).toHaveText('4.5');
    await upload(page, 'upload-before', 'before.png');
    await upload(page, 'upload-after', 'after.png');
    await stage(page, 'implemented').locator('#implemented_equipmentName').fill(say('Hydraulic press 4', 'مكبس هيدروليكي 4'));
    await stage(page, 'implemented').locator('#implemented_impact_Productivity').fill('30');
    // the reward opens too: it is left for later, so only the implementation is saved
    await expect(stage(page, 'rewarded')).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('pending-changes')).toHaveText(say('To save: Implementation', 'سيُحفظ: التنفيذ'));
    await saveDecisions(page, id);
    await expect(stage(page, 'implemented')).toHaveAttribute('data-state', 'decided');

    // Knowledge table: edit, add a row, add and drop another, report; saved once (confirmed), then read-only
    const opl = page.getByTestId('idea-opl');
    await expect(opl.getByTestId('submit-opl')).toBeDisabled();
    await opl.getByLabel(say('Before 1', 'قبل 1')).fill('120');
    await opl.getByLabel(say('After 1', 'بعد 1')).fill('150');
    await opl.getByLabel(say('Saving 1', 'الوفر 1')).fill('30');
    await opl.getByRole('button', { name: say('Add row', 'إضافة صف') }).click();
    await opl.getByLabel(say('Notes 2', 'ملاحظات 2')).fill(say('Minor injuries', 'إصابات طفيفة'));
    await opl.getByRole('button', { name: say('Add row', 'إضافة صف') }).click();
    await opl.getByRole('button', { name: say('Delete last row', 'حذف آخر صف') }).click();
    await opl
      .getByLabel(say('Knowledge report', 'تقرير المعرفة'))
      .fill(say('Tidy tools cut the changeover from 40 to 12 minutes', 'قلّل ترتيب الأدوات زمن التغيير من 40 إلى 12 دقيقة'));
    await opl.getByTestId('submit-opl').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Confirm', 'تأكيد') })
      .click();
    await expect(opl.getByTestId('opl-read-only')).toBeVisible();
    await expect(opl.getByTestId('opl-table').locator('.ant-table-row')).toHaveCount(2);
    await expect(opl.getByTestId('submit-opl')).toHaveCount(0);

    // Reward and full replication in one save: the full replication cannot be undone, so it asks first
    await stage(page, 'rewarded').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    await stage(page, 'rewarded').locator('#rewarded_savings').fill('2500');
    await stage(page, 'rewarded').locator('#rewarded_eventName').fill(say('Annual kaizen day', 'يوم الكايزن السنوي'));
    await stage(page, 'replicated').getByText(say('Fully Replicated', 'معممة بالكامل'), { exact: true }).click();
    await saveDecisions(page, id, say('Confirm', 'تأكيد'));

    // everything decided, read again from the server
    await page.reload();
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated'])
      await expect(stage(page, key)).toHaveAttribute('data-state', 'decided');
    await expect(page.getByTestId('submit-status')).toHaveCount(0);
    const history = page.getByTestId('history');
    for (const [key, decision] of [
      ['evaluated', 'accepted'],
      ['approved', 'accepted'],
      ['implemented', 'accepted'],
      ['opl', ''],
      ['rewarded', 'accepted'],
      ['replicated', 'Fully Replicated'],
    ])
      await expect(history.locator(`[data-history-stage="${key}"][data-history-decision="${decision}"]`)).toHaveCount(1);
    const idea = await (
      await page.request.get(`/v1/idea-crud/${id}`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json();
    expect(idea).toMatchObject({
      priority: 'High',
      totalTicks: 4,
      ROI: 4.5,
      reward: 2500,
      replicationStatus: 'Fully Replicated',
    });
    expect(idea.status.implemented.before).toHaveLength(1);
    expect(idea.status.implemented.after).toHaveLength(1);
    expect(idea.opl.rows).toHaveLength(2);
  });

  test(`a hold needs its reason and keeps the stage open (${lang})`, async ({ page }) => {
    const { id } = await submitIdea(
      page.request,
      say('Motion sensors switch off the store lights', 'حساسات لإطفاء إضاءة المخازن'),
    );
    await loginAsAdmin(page, lang);
    await page.goto(`/admin/editIdea/${id}`);
    await stage(page, 'evaluated').getByText(say('Hold', 'معلّق'), { exact: true }).click();
    // without its reason nothing is sent: the field says why
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith(`/v1/idea-crud/${id}/status`)) sent = true;
    });
    await page.getByTestId('submit-status').click();
    const reason = formItem(page, 'evaluated', say('Reason of hold', 'سبب التعليق'));
    await expect(reason).toContainText(say('This field is required', 'هذا الحقل مطلوب'));
    expect(sent).toBe(false);
    await reason.locator('textarea').fill(say('Waiting for the supplier’s quotation', 'في انتظار عرض سعر من المورد'));
    await saveDecisions(page, id);

    // still open (no decision preselected), the hold and its reason shown above the form; approval not reached
    await expect(stage(page, 'evaluated')).toHaveAttribute('data-state', 'open');
    await expect(stage(page, 'evaluated').locator('[data-decision="hold"]')).toBeVisible();
    await expect(stage(page, 'evaluated').getByTestId('stage-summary-evaluated')).toContainText(
      say('Waiting for the supplier’s quotation', 'في انتظار عرض سعر من المورد'),
    );
    await expect(stage(page, 'approved')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('submit-status')).toBeDisabled();
    await stage(page, 'evaluated').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    await expect(page.getByTestId('submit-status')).toBeEnabled();
  });

  test(`a save from a stale page says someone else changed the idea and offers to reload (${lang})`, async ({ page }) => {
    const { id } = await submitIdea(
      page.request,
      say('Reorder the store to shorten picking', 'تغيير ترتيب المخزن لتقليل مسافة الالتقاط'),
    );
    const session = await loginAsAdmin(page, lang);
    await page.goto(`/admin/editIdea/${id}`);
    await expect(stage(page, 'evaluated')).toHaveAttribute('data-state', 'open');
    const other = say('From another user', 'من مستخدم آخر');
    const res = await page.request.patch(`/v1/idea-crud/${id}/status`, {
      data: { version: 0, stages: { evaluated: { accepted: 'hold', reasonOfHold: other } } },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    await stage(page, 'evaluated').getByText(say('Hold', 'معلّق'), { exact: true }).click();
    await formItem(page, 'evaluated', say('Reason of hold', 'سبب التعليق')).locator('textarea').fill(say('Mine', 'سببي'));
    const refused = page.waitForResponse((r) => r.url().endsWith(`/v1/idea-crud/${id}/status`));
    await page.getByTestId('submit-status').click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(say('This idea was changed', 'تغيّرت هذه الفكرة'));
    await expect(dialog).toContainText(say('Someone else changed this idea', 'عدّل مستخدم آخر هذه الفكرة'));
    await dialog.getByRole('button', { name: say('Reload', 'إعادة التحميل') }).click();
    await expect(stage(page, 'evaluated').getByTestId('stage-summary-evaluated')).toContainText(other);
  });

  test(`a rejection with 'Other' shows its reason on the idea's page; the public lookup only that it stopped (${lang})`, async ({
    page,
  }) => {
    const { id, employeeCode } = await submitIdea(
      page.request,
      say('Paint the aisles a brighter colour', 'تغيير لون أرضية الممرات'),
    );
    await loginAsAdmin(page, lang);
    await page.goto(`/admin/editIdea/${id}`);
    await stage(page, 'evaluated').getByText(say('Rejected', 'مرفوض'), { exact: true }).click();
    await formItem(page, 'evaluated', say('Reason of rejection', 'سبب الرفض')).locator('.ant-select').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: say('Other', 'أخرى') })
      .click();
    const why = say('The whole line is replaced next year', 'سيتم استبدال الخط بالكامل العام القادم');
    await stage(page, 'evaluated').locator('#evaluated_otherReason').fill(why);
    // a rejection cannot be undone: the save asks first
    await saveDecisions(page, id, say('Confirm', 'تأكيد'));
    await expect(stage(page, 'evaluated')).toHaveAttribute('data-state', 'decided');
    await expect(stage(page, 'evaluated').locator('[data-decision="rejected"]')).toBeVisible();
    await expect(stage(page, 'evaluated').getByTestId('stage-summary-evaluated')).toContainText(why);
    await expect(stage(page, 'approved')).toHaveAttribute('data-state', 'waiting');

    // the public lookup by employee code (a code can be guessed) says it was not accepted, without the words
    await page.goto('/auth/ideaStatus');
    await page.getByTestId('status-code').fill(employeeCode);
    await page.getByTestId('status-submit').click();
    await expect(page.getByTestId('status-results').getByTestId('plain-status')).toHaveAttribute('data-stage', 'rejected');
    await expect(page.getByTestId('status-results')).not.toContainText(why);
  });
}
