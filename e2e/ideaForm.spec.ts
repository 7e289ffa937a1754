import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, loginAsAdmin, pickOption, setLanguage, uid } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Codes').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A location chain (company > location of idea > specific location) with unique bilingual names. */
async function seedLocation(request: APIRequestContext, token: string) {
  const id = uid();
  const company = await createMasterData(request, token, 'company', {
    name: { en: `Delta Foods ${id}`, ar: `دلتا للأغذية ${id}` },
  });
  const factory = { en: `Tanta Plant ${id}`, ar: `مصنع طنطا ${id}` };
  const fbu = await createMasterData(request, token, 'factory-businessUnit', { name: factory, companies: [company._id] });
  const area = { en: `Filling Line ${id}`, ar: `خط التعبئة ${id}` };
  const areaRecord = await createMasterData(request, token, 'area-section', { name: area, factoryBusinessUnit: [fbu._id] });
  return { factory, area, factoryId: fbu._id as string, areaId: areaRecord._id as string };
}

/** Loads an employee code sheet through the API, as the admin page does: upload, sheet record, rows. */
async function loadCodeSheet(request: APIRequestContext, token: string, rows: { code: string; name: string; mobile: string }[]) {
  const headers = { authorization: `Bearer ${token}` };
  const buffer = await xlsx([['code', 'name', 'mobile'], ...rows.map((r) => [r.code, r.name, r.mobile])]);
  const up = await request.post('/v1/file/upload?purpose=spreadsheet', {
    headers,
    multipart: { file: { name: 'codes.xlsx', mimeType: XLSX_TYPE, buffer } },
  });
  expect(up.ok(), await up.text()).toBeTruthy();
  const [file] = await up.json();
  const sheet = await request.post('/v1/employee-sheet', { headers, data: { fileId: file._id } });
  expect(sheet.ok(), await sheet.text()).toBeTruthy();
  const loaded = await request.post('/v1/employee-sheet/createMany', {
    headers,
    data: { sheetId: (await sheet.json())._id, data: rows },
  });
  expect(loaded.ok(), await loaded.text()).toBeTruthy();
}

async function choose(page: Page, testId: string, option: string) {
  await pickOption(() => page.getByTestId(testId).click(), page.locator('.ant-select-dropdown:visible').getByTitle(option));
}

test.describe('public idea form and status', () => {
  test('a visitor submits an idea with a photo in Arabic and reads its status by code', async ({ page, request }) => {
    const admin = await apiLogin(request);
    const { factory, area } = await seedLocation(request, admin.token);
    const code = `V-${uid()}`;

    await setLanguage(page, 'ar');
    await page.goto('/auth/form');
    await expect(page.getByRole('heading', { name: 'قدّم فكرتك' })).toBeVisible();
    await page.getByTestId('presenter-type').getByText('زائر').click();
    await page.getByTestId('employee-code').fill(code);
    await page.getByTestId('employee-name').fill('سارة محمود علي');
    await page.getByTestId('employee-phone').fill('01011112222');
    await expect(page.getByTestId('select-areaSection')).toHaveClass(/ant-select-disabled/);
    await choose(page, 'select-factoryBusinessUnit', factory.ar);
    await choose(page, 'select-areaSection', area.ar);
    await expect(page.getByTestId('select-kaizenType')).toContainText('مكسب سريع');
    await page.getByTestId('pqcdsm').getByText('الجودة').click();
    await page.getByTestId('savings').fill('5000');
    await page.getByTestId('idea-text').fill('قصير');
    await page.getByTestId('submit-idea').click();
    await expect(page.getByText('يجب ألا تقل الفكرة عن 20 حرفًا').first()).toBeVisible();
    await page.getByTestId('idea-text').fill('إعادة استخدام مياه الشطف في خط التعبئة');
    await page.getByTestId('idea-desc').fill('تجميع مياه الشطف الأخيرة في خزان واستخدامها في الشطف الأول للتشغيلة التالية.');
    await page
      .getByTestId('operator-img')
      .locator('input[type=file]')
      .setInputFiles({ name: 'operator.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('operator-img').locator('.ant-upload-list-item-done')).toHaveCount(1);

    await page.getByTestId('submit-idea').click();
    await expect(page.getByText('هل أنت متأكد أنك تريد إرسال هذا؟')).toBeVisible();
    await page.getByRole('button', { name: 'تأكيد' }).click();
    const result = page.getByTestId('idea-submitted');
    await expect(result).toContainText('تم إرسال فكرتك بنجاح.');
    await expect(result).toContainText('تم الإرسال بنجاح');
    const ideaNumber = ((await page.getByTestId('submitted-number').textContent()) ?? '').match(/\d+/)?.[0];
    expect(ideaNumber).toBeTruthy();
    // the form clears itself for the next idea after 5 s
    await expect(page.getByTestId('idea-text')).toHaveValue('', { timeout: 8000 });

    const stored = await request.get(`/v1/idea-crud/status?type=idea&code=${ideaNumber}&employeeCode=${code}`);
    expect((await stored.json()).data[0].ideaText).toBe('إعادة استخدام مياه الشطف في خط التعبئة');

    await page.goto('/auth/ideaStatus');
    await page.getByTestId('status-code').fill(code);
    await page.getByTestId('status-submit').click();
    await expect(page.getByText('تم جلب الأفكار بنجاح')).toBeVisible();
    const card = page.getByTestId('idea-status-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`الفكرة رقم ${ideaNumber}`);
    await expect(card).toContainText('إعادة استخدام مياه الشطف في خط التعبئة');
    await expect(card.locator('[data-stage="evaluated"]')).toHaveAttribute('data-decision', 'pending');
    await expect(card.locator('[data-stage="replicated"]')).toContainText('غير معممة');

    await page.getByTestId('status-code').fill(`NOBODY-${uid()}`);
    await page.getByTestId('status-submit').click();
    await expect(page.getByText('تم البحث بنجاح، لكن لا توجد أفكار مُقدَّمة')).toBeVisible();
    await page.getByTestId('status-type').getByText('رقم الفكرة أو معرّفها').click();
    await page.getByTestId('status-code').fill('99999999');
    await page.getByTestId('status-employee-code').fill(code);
    await page.getByTestId('status-submit').click();
    await expect(page.getByText('لا توجد فكرة بهذا الرقم')).toBeVisible();
  });

  test("by idea number the status page also needs the presenter's code (ar and en)", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const { factoryId, areaId } = await seedLocation(request, admin.token);
    const code = `V-${uid()}`;
    const submitted = await request.post('/v1/idea-crud', {
      data: {
        ideaPresenterType: 'Visitor',
        employeeName: 'Sara Mahmoud Ali',
        employeeCode: code,
        factoryBusinessUnit: factoryId,
        areaSection: areaId,
        kaizenType: 'Quick win',
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 0,
        ideaText: 'Label the valves of the filling line',
        ideaDesc: 'Colour labels on every valve so that the operators open the right one.',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { ideaNumber } = await submitted.json();

    for (const [lang, type, needed, noIdea, found] of [
      [
        'ar',
        'رقم الفكرة أو معرّفها',
        'من فضلك أدخل كود الموظف صاحب الفكرة للبحث عنها برقمها',
        'لا توجد فكرة بهذا الرقم',
        `الفكرة رقم ${ideaNumber}`,
      ],
      [
        'en',
        'Idea number or id',
        "Please enter the presenter's employee code to look an idea up by its number",
        'No idea with this ID',
        `Idea #${ideaNumber}`,
      ],
    ] as const) {
      await setLanguage(page, lang);
      await page.goto('/auth/ideaStatus');
      await page.getByTestId('status-type').getByText(type).click();
      await page.getByTestId('status-code').fill(String(ideaNumber));
      await page.getByTestId('status-submit').click();
      await expect(page.getByText(needed)).toBeVisible();
      await page.getByTestId('status-employee-code').fill(`NOBODY-${uid()}`);
      await page.getByTestId('status-submit').click();
      await expect(page.getByText(noIdea).first()).toBeVisible();
      await page.getByTestId('status-employee-code').fill(code);
      await page.getByTestId('status-submit').click();
      await expect(page.getByTestId('idea-status-card')).toContainText(found);
      await page.screenshot({ path: `test-results/status-by-number-${lang}.png`, fullPage: true });
    }
  });

  test("an employee's name and phone fill in from the code sheet", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const code = `E${uid()}`;
    await loadCodeSheet(request, admin.token, [
      { code, name: 'Omar Khaled Mansour', mobile: '01055556666' },
      { code: `${code}-2`, name: 'Hoda Samir Adel', mobile: '' },
    ]);

    await setLanguage(page, 'en');
    await page.goto('/auth/form');
    await expect(page.getByTestId('employee-name')).toBeDisabled();
    await page.getByTestId('employee-code').fill(code);
    await expect(page.getByTestId('employee-name')).toHaveValue('Omar Khaled Mansour');
    // the public lookup shows the mobile masked; the server saves the number on file with the idea
    await expect(page.getByTestId('employee-phone')).toHaveValue('********666');
    await expect(page.getByTestId('employee-phone-masked')).toHaveText(
      'Shown in part to protect your privacy; the number on file will be saved with your idea.',
    );
    await expect(page.getByTestId('employee-code-help')).toHaveText('Found: Omar Khaled Mansour');
    await page.screenshot({ path: 'test-results/employee-masked-phone-en.png', fullPage: true });

    await page.getByTestId('employee-code').fill('NO-SUCH-CODE');
    await expect(page.getByTestId('employee-code-help')).toHaveText('No employee with this code. Check it, or choose Visitor.');
    await expect(page.getByTestId('employee-name')).toHaveValue('');

    await page.getByTestId('employee-code').fill(code);
    await expect(page.getByTestId('employee-name')).toHaveValue('Omar Khaled Mansour');
    await page.getByTestId('presenter-type').getByText('Visitor').click();
    await expect(page.getByTestId('employee-name')).toHaveValue('');
    await expect(page.getByTestId('employee-code')).toHaveValue('');
    await expect(page.getByTestId('employee-name')).toBeEnabled();
  });

  test('an admin loads an employee code sheet, and duplicate codes are refused with the spec message', async ({ page }) => {
    await loginAsAdmin(page, 'en');
    await page.goto('/admin/employee-code-sheet');
    await expect(page.getByTestId('sheet-upload')).toBeDisabled();
    const code = `S${uid()}`;

    const input = page.getByTestId('sheet-file').locator('input[type=file]');
    await input.setInputFiles({
      name: 'dupes.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await xlsx([
        ['code', 'name', 'mobile'],
        [code, 'Mona Hassan', '0100'],
        [code, 'Mona Again', ''],
        [`${code}-X`, '', ''],
      ]),
    });
    await expect(page.getByTestId('sheet-duplicates')).toHaveText(
      `You have duplicate codes: ${code} ,Please fix the problem and upload it again.`,
    );
    await expect(page.getByText('Rows read: 3 — with both a code and a name (will be uploaded): 2')).toBeVisible();
    await expect(page.getByText('Missing code or name: will not be uploaded')).toBeVisible();

    await input.setInputFiles({
      name: 'codes.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await xlsx([
        ['code', 'name', 'mobile'],
        [code, 'Mona Hassan', '0100'],
      ]),
    });
    await expect(page.getByTestId('sheet-duplicates')).toHaveCount(0);
    await page.getByTestId('sheet-upload').click();
    await expect(page.getByText('Are you sure you want to upload this file?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your file has been uploaded')).toBeVisible();
    await expect(page.getByTestId('current-sheet')).toContainText('Codes: 1 —', { timeout: 10_000 });
    const lookup = await page.request.get(`/v1/employee-sheet/code/${code}`);
    expect(await lookup.json()).toEqual({ data: { name: 'Mona Hassan', mobile: '****' } });
  });
});
