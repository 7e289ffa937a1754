import { expect as baseExpect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, createMasterData, expectNoSeriousAxe, loginAsAdmin, uid } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Parsing in a worker and importing take their time on a shared, loaded machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 360, height: 740 };

/** The words the journey reads, in both languages (spec §5 and the ideaImport catalogue). */
const TEXT = {
  ar: {
    confirm: 'تأكيد',
    importQ: 'هل أنت متأكد أنك تريد استيراد هذا الملف؟',
    rejected: 'لم يُستورد شيء',
    unknown: 'لا يوجد هذا الاسم في البيانات الأساسية',
    counts: (imported: number, ignored: number) => `المستوردة: ${imported} — الموجودة من قبل (تم تجاهلها): ${ignored}`,
    approved: 'تم الاعتماد',
    headers: {
      code: 'كود الفكرة',
      text: 'الفكرة',
      desc: 'الوصف',
      name: 'اسم الموظف',
      emp: 'كود الموظف',
      unit: 'مكان الفكرة',
      area: 'المكان المحدد',
      kaizen: 'نوع الكايزن',
      pq: 'التأثير على PQCDSM',
      ev: 'تاريخ التقييم',
      ap: 'تاريخ الاعتماد',
    },
  },
  en: {
    confirm: 'Confirm',
    importQ: 'Are you sure you want to import this file?',
    rejected: 'Nothing was imported',
    unknown: 'No such name in the master data',
    counts: (imported: number, ignored: number) => `Imported: ${imported} — already there (ignored): ${ignored}`,
    approved: 'Approved',
    headers: {
      code: 'Idea code',
      text: 'Idea',
      desc: 'Description',
      name: 'Employee name',
      emp: 'Employee code',
      unit: 'Location of idea',
      area: 'Specific location',
      kaizen: 'Kaizen type',
      pq: 'Effect on PQCDSM',
      ev: 'Evaluated on',
      ap: 'Approved on',
    },
  },
} as const;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

type Sheet = { code: string; area: string; approved?: boolean }[];

/** A sheet with the headers of the language, the places written by their names in that language. */
async function sheet(lang: 'ar' | 'en', unit: string, rows: Sheet): Promise<Buffer> {
  const h = TEXT[lang].headers;
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Ideas');
  ws.addRow([h.code, h.text, h.desc, h.name, h.emp, h.unit, h.area, h.kaizen, h.pq, h.ev, h.ap]);
  for (const r of rows) {
    ws.addRow([
      r.code,
      `Shorten the changeover of filler ${r.code}`,
      `Prepare the tools of filler ${r.code} before the stop`,
      'Mona Adel Hassan',
      `E-${r.code}`,
      unit,
      r.area,
      'Quick win',
      'Productivity, Cost',
      r.approved ? '2023-02-01' : '',
      r.approved ? '2023-02-10' : '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function choose(page: Page, name: string, bytes: Buffer) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await expect(page.getByTestId('import-preview')).toBeVisible();
}

async function add(page: Page, lang: 'ar' | 'en') {
  await page.getByTestId('import-upload').click();
  await expect(page.getByText(TEXT[lang].importQ)).toBeVisible();
  await page.getByRole('button', { name: TEXT[lang].confirm }).click();
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: an admin imports an idea sheet, sees the bad row, fixes it, imports and filters the list`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000); // two imports, parsing in a worker, on a loaded 2-core machine
    const { token } = await apiLogin(request);
    const r = uid();
    const company = await createMasterData(request, token, 'company', {
      name: { en: `Import Foods ${r}`, ar: `أغذية الاستيراد ${r}` },
    });
    const unitName = { en: `Import plant ${r}`, ar: `مصنع الاستيراد ${r}` };
    const unit = await createMasterData(request, token, 'factory-businessUnit', { name: unitName, companies: [company._id] });
    const areaName = { en: `Import line ${r}`, ar: `خط الاستيراد ${r}` };
    await createMasterData(request, token, 'area-section', { name: areaName, factoryBusinessUnit: [unit._id] });
    const codes = [`${lang}-${r}-1`, `${lang}-${r}-2`, `${lang}-${r}-3`];
    const rows: Sheet = codes.map((code, n) => ({ code, area: areaName[lang], approved: n === 0 }));

    await loginAsAdmin(page, lang);
    await page.goto('/admin/imported-idea');
    await expect(page.getByTestId('imported-table')).toBeVisible();

    // one bad row: an area that does not exist
    const bad = rows.map((row, n) => (n === 1 ? { ...row, area: `Nowhere ${r}` } : row));
    await choose(page, 'bad.xlsx', await sheet(lang, unitName[lang], bad));
    await expect(page.getByTestId('import-preview-errors')).toContainText(`Nowhere ${r}`);
    await add(page, lang);
    const report = page.getByTestId('import-rejected');
    await expect(report).toContainText(TEXT[lang].rejected);
    await expect(page.getByTestId('import-report')).toContainText(TEXT[lang].unknown);
    await expect(page.getByTestId('import-report')).toContainText('3');
    await expectNoSeriousAxe(page);
    await shot(page, `import-report-${lang}`);
    const none = await request.get('/v1/idea-crud/allImported?limit=100', { headers: { authorization: `Bearer ${token}` } });
    expect(((await none.json()).data as { ideaCode: string }[]).filter((i) => codes.includes(i.ideaCode))).toEqual([]);

    // fixed: every row goes in
    await choose(page, 'fixed.xlsx', await sheet(lang, unitName[lang], rows));
    await add(page, lang);
    await expect(page.getByTestId('import-result')).toContainText(TEXT[lang].counts(3, 0));
    const table = page.getByTestId('imported-table');
    for (const code of codes) await expect(table).toContainText(code);

    // the status filter: only the approved one
    await page.getByTestId('imported-status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: TEXT[lang].approved }).click();
    await expect(table).toContainText(codes[0]);
    await expect(table).not.toContainText(codes[1]);
    // the page as the user reads it: the chosen filter's dropdown closed (axe caught it mid-animation on CI)
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await shot(page, `import-done-${lang}`);

    // usable on a phone
    // opened at phone size (resizing a desktop page catches the side menu half-way through closing)
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByTestId('imported-table')).toContainText(codes[0]);
    await expect
      .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await shot(page, `import-phone-${lang}`);
  });
}
