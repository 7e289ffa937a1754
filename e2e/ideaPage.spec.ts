import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, createMasterData, createUserWithRole, uid, useSession } from './fixtures';

/**
 * The decider's day (issue 26): from the queue open the oldest idea, see the operator's photo and open it in the
 * viewer, decide evaluation and approval in one save, then "Next in queue" opens the next idea. A unit lead of a
 * unit of its own, so that the queue holds only this test's ideas.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);

async function unitWithTwoIdeas(request: APIRequestContext, token: string) {
  const n = uid();
  const company = await createMasterData(request, token, 'company', { name: { en: `Queue co ${n}`, ar: `شركة طابور ${n}` } });
  const unit = await createMasterData(request, token, 'factory-businessUnit', {
    name: { en: `Queue plant ${n}`, ar: `مصنع طابور ${n}` },
    companies: [company._id],
  });
  const area = await createMasterData(request, token, 'area-section', {
    name: { en: `Queue hall ${n}`, ar: `صالة طابور ${n}` },
    factoryBusinessUnit: [unit._id],
  });
  const up = await request.post('/v1/file/upload?purpose=image', {
    multipart: { file: { name: 'operator.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(up.ok(), await up.text()).toBeTruthy();
  const photo = (await up.json())[0]._id as string;
  const ideas: { _id: string; ideaNumber: number; ideaText: string }[] = [];
  for (const [i, ideaText] of [
    `Oldest idea ${n}: label the valves of line two`,
    `Newer idea ${n}: a drip tray under the filler`,
  ].entries()) {
    const res = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: 'Sara Mahmoud',
        employeeCode: `Q-${n}-${i}`,
        factoryBusinessUnit: unit._id,
        areaSection: area._id,
        kaizenType: '5S',
        effectOnPQCDSM: ['Safety'],
        estimatedAnualSavings: 0,
        ideaText,
        ideaDesc: 'Unlabelled valves are opened by mistake during the changeover.',
        ...(i === 0 ? { operatorImg: [photo] } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ideas.push({ ...(await res.json()), ideaText });
  }
  return { unitId: unit._id as string, ideas };
}

for (const lang of ['ar', 'en'] as const) {
  test(`a unit lead opens the oldest idea from the queue, sees the photo, decides two stages in one save and goes on (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(300_000); // two stage forms and a save on a loaded 2-core machine
    const say = (en: string, ar: string) => (lang === 'ar' ? ar : en);
    const admin = await apiLogin(page.request);
    const { unitId, ideas } = await unitWithTwoIdeas(page.request, admin.token);
    const lead = await createUserWithRole(page.request, admin.token, 'MBUL', unitId);
    await useSession(page, await apiLogin(page.request, lead.email, lead.password), lang);
    await page.setViewportSize({ width: 1366, height: 768 });

    // the queue: this unit's two ideas, oldest first
    await page.goto('/admin/queue');
    const items = page.getByTestId('queue-item');
    await expect(items).toHaveCount(2, { timeout: 30_000 }); // the admin app's first load on a busy machine
    await expect(items.first()).toContainText(ideas[0].ideaText);
    await page.screenshot({ path: `test-results/queue-${lang}.png` });
    await items.first().getByTestId('queue-open').click();
    await expect(page).toHaveURL(new RegExp(`/admin/editIdea/${ideas[0]._id}\\?queue=`));

    // the operator's photo, opened in the viewer and closed with the keyboard
    const photos = page.getByTestId('operator-photos').locator('img');
    await expect(photos).toHaveCount(1);
    await photos.first().click();
    const viewer = page.locator('.ant-image-preview');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // nothing preselected: Save waits for a decision; evaluation and approval chosen, then ONE save
    const save = page.getByTestId('submit-status');
    await expect(save).toBeDisabled();
    const stage = (key: string) => page.locator(`[data-stage-item="${key}"]`);
    await stage('evaluated').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    const responsible = stage('evaluated')
      .locator('.ant-form-item')
      .filter({ hasText: say('Responsible people', 'المسؤولون') });
    await responsible.locator('input').fill(say('Omar Said', 'عمر سعيد'));
    await responsible.locator('input').press('Enter');
    await expect(stage('approved')).toHaveAttribute('data-state', 'open');
    await stage('approved').getByText(say('Accepted', 'مقبول'), { exact: true }).click();
    await stage('approved').locator('#approved_estimatedSavings_amount').fill('12000');
    await expect(page.getByTestId('pending-changes')).toContainText(say('Approval', 'الاعتماد'));
    const patched = page.waitForResponse((r) => r.url().endsWith(`/v1/idea-crud/${ideas[0]._id}/status`));
    await save.click();
    const answer = await patched;
    expect(answer.request().method()).toBe('PATCH');
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(stage('evaluated')).toHaveAttribute('data-state', 'decided');
    await expect(stage('approved')).toHaveAttribute('data-state', 'decided');
    await expect(page.getByTestId('idea-position')).toHaveAttribute('data-state', 'waiting');
    await page.screenshot({ path: `test-results/idea-page-${lang}.png`, fullPage: true });

    // both stages in one step of the version, each with its history entry
    const saved = await (
      await page.request.get(`/v1/idea-crud/${ideas[0]._id}`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json();
    expect(saved.status.evaluated.accepted).toBe(true);
    expect(saved.status.approved.accepted).toBe(true);

    // the next idea of the queue
    await page.getByTestId('next-in-queue').click();
    await expect(page).toHaveURL(new RegExp(`/admin/editIdea/${ideas[1]._id}`));
    await expect(page.getByTestId('idea-title')).toHaveText(ideas[1].ideaText);
  });
}
