import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG as PngImage } from 'pngjs';
import { apiLogin, createMasterData, uid, useSession } from './fixtures';

/** A 1×1 PNG; the print lays photos out at 250×200 whatever their size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==',
  'base64',
);

/** A 400×200 logo (the spec's logo size): a green band over white, so it is told apart from the 1×1 photos. */
function logoPng() {
  const png = new PngImage({ width: 400, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) {
    const y = Math.floor(i / 4 / 400);
    png.data.set(y < 120 ? [11, 110, 79, 255] : [255, 255, 255, 255], i);
  }
  return PngImage.sync.write(png);
}

const OPL = [
  { id: 1, kpi: 'Changeover minutes', period: 'Daily', before: 45, after: 12, saving: 33, note: 'Quick clamps' },
  { id: 2, kpi: 'Scrap bottles', period: 'Weekly', before: 380, after: 95, saving: 285, note: 'Sensor tuned' },
  { id: 3, kpi: 'Overtime hours', period: 'Monthly', before: 64, after: 20, saving: 44, note: 'Fewer stops' },
];

/** An implemented idea with two photos and three knowledge-table rows, through the API as an admin would. */
async function implementedIdea(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const n = uid();
  const company = await createMasterData(request, token, 'company', { name: { en: `Print Co ${n}`, ar: `شركة الطباعة ${n}` } });
  const fbu = await createMasterData(request, token, 'factory-businessUnit', {
    name: { en: `Print Plant ${n}`, ar: `مصنع الطباعة ${n}` },
    companies: [company._id],
  });
  const area = await createMasterData(request, token, 'area-section', {
    name: { en: `Press Line ${n}`, ar: `خط المكابس ${n}` },
    factoryBusinessUnit: [fbu._id],
  });
  const ideaText = `Quick clamps on the press line to cut changeover ${n}`;
  const posted = await request.post('/v1/idea-crud', {
    data: {
      ideaPresenterType: 'Employee',
      employeeName: 'Hassan Ali Mahmoud',
      employeeCode: `EMP-${n}`,
      factoryBusinessUnit: fbu._id,
      areaSection: area._id,
      kaizenType: 'Quick win',
      effectOnPQCDSM: ['Productivity', 'Cost'],
      estimatedAnualSavings: 25000,
      ideaText,
      ideaDesc: 'Replace the bolted dies with quick clamps so a changeover takes minutes instead of most of an hour.',
    },
  });
  expect(posted.ok(), await posted.text()).toBeTruthy();
  const idea = await posted.json();
  const photo = async (name: string) => {
    const up = await request.post('/v1/file/upload?purpose=image', {
      headers,
      multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
    });
    expect(up.ok(), await up.text()).toBeTruthy();
    return (await up.json())[0]._id as string;
  };
  const [before, after] = [await photo('before.png'), await photo('after.png')];
  let version = 0;
  const stages: [string, Record<string, unknown>][] = [
    [
      'evaluated',
      { accepted: true, questions: { isItCheap: true }, responsiblePerson: ['Omar Said', 'Mona Adel'], dueDate: '2026-12-01' },
    ],
    ['approved', { accepted: true, estimatedSavings: { amount: 20000, type: 'Hard Saving' } }],
    [
      'implemented',
      {
        accepted: true,
        cost: 4000,
        savings: 18000,
        before: [before],
        after: [after],
        equipmentName: 'Press P-7',
        singlePointLesson: 'Clamp, check, run.',
      },
    ],
  ];
  for (const [key, body] of stages) {
    const res = await request.put(`/v1/idea-crud/updateStatus/${idea._id}/${key}`, { headers, data: { ...body, version } });
    expect(res.ok(), await res.text()).toBeTruthy();
    version = (await res.json()).version;
  }
  const opl = await request.put(`/v1/idea-crud/${idea._id}/opl`, {
    headers,
    data: { rows: OPL, report: 'A changeover is now a checklist of six clamps.', version },
  });
  expect(opl.ok(), await opl.text()).toBeTruthy();
  return {
    id: idea._id as string,
    ideaText,
    company: { id: company._id, name: { en: `Print Co ${n}`, ar: `شركة الطباعة ${n}` } },
  };
}

/** Prints the page to an A4 PDF and answers its page count and text (pdftotext from poppler-utils). */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const dir = mkdtempSync(join(tmpdir(), 'fikra-print-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image') // not the transparency masks
    .map((cols) => ({ width: Number(cols[3]), height: Number(cols[4]) }));
  return { pages, text, file, images };
}

for (const lang of ['ar', 'en'] as const) {
  test(`the journal and the knowledge report of an implemented idea each print on one A4 page (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const session = await apiLogin(page.request);
    const { id, ideaText } = await implementedIdea(page.request, session.token);
    await useSession(page, session, lang);

    await page.goto(`/admin/print/journal/${id}`);
    await expect(page.getByTestId('journal')).toContainText(ideaText);
    await expect(page.getByTestId('journal').locator('img[alt]')).toHaveCount(3);
    const journal = await printed(page);
    expect(journal.pages).toBe(1);
    // the title reads as a plant writes it, in the page's language (no "Key 3 suggestion" code name)
    await expect(page.getByTestId('journal')).toContainText(
      lang === 'en' ? 'Kaizen Implementation Report' : 'تقرير تنفيذ فكرة كايزن',
    );
    if (lang === 'en') expect(journal.text).toContain('Kaizen Implementation Report');
    expect(journal.text).not.toContain('Key 3');
    for (const value of ['285', '18,000', 'Changeover minutes']) expect(journal.text).toContain(value);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', journal.file, `test-results/journal-${lang}`]);

    await page.goto(`/admin/print/knowledge/${id}`);
    await expect(page.getByTestId('knowledge')).toContainText('A changeover is now a checklist of six clamps.');
    const knowledge = await printed(page);
    expect(knowledge.pages).toBe(1);
    for (const value of ['Press P-7', 'Scrap bottles', '380']) expect(knowledge.text).toContain(value);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', knowledge.file, `test-results/knowledge-${lang}`]);
  });
}

test('an idea bank finds an implemented idea and opens its journal', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await apiLogin(page.request);
  const { id, ideaText } = await implementedIdea(page.request, session.token);
  await useSession(page, session, 'en');
  await page.goto('/admin/kaizenTemplate');
  await page.getByTestId('bank-search').locator('input').fill(ideaText);
  await page.getByTestId('bank-search').locator('input').press('Enter');
  const row = page.getByTestId('bank-table').locator('tr', { hasText: ideaText });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveCount(2);
  // at 1366x768 with photos, every column lies inside the table's scroll container: the figures and the print
  // links are on screen (the 250 px photos once pushed them off)
  await page.setViewportSize({ width: 1366, height: 768 });
  const table = await page.getByTestId('bank-table').locator('.ant-table-container').boundingBox();
  for (const cell of await row.locator('td').all()) {
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(table!.x - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(table!.x + table!.width + 1);
  }
  await page.screenshot({ path: 'test-results/bank-en.png', fullPage: true });
  await row.getByTestId('bank-print-journal').click();
  await expect(page).toHaveURL(new RegExp(`/admin/print/journal/${id}$`));
  await expect(page.getByTestId('journal')).toContainText(ideaText);
  // the imported ideas' bank is another list: this submitted idea is not in it (other journeys may have filled it)
  await page.goto('/admin/kaizenTemplateImported');
  await expect(page.getByTestId('bank-table').locator('tr.ant-table-row, tr.ant-table-placeholder').first()).toBeVisible();
  await expect(page.getByTestId('bank-table')).not.toContainText(ideaText);
});

test('a batch of three journals prints three pages', async ({ page }) => {
  test.setTimeout(240_000);
  const session = await apiLogin(page.request);
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push((await implementedIdea(page.request, session.token)).id);
  await useSession(page, session, 'ar');
  await page.goto(`/admin/print/journal?ids=${ids.join(',')}`);
  await expect(page.getByTestId('journal')).toHaveCount(3);
  expect((await printed(page)).pages).toBe(3);
});

for (const lang of ['ar', 'en'] as const) {
  test(`an admin gives the idea's company a logo and the journal prints it, else the product mark (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const session = await apiLogin(page.request);
    const { id, company } = await implementedIdea(page.request, session.token);
    await useSession(page, session, lang);
    const name = company.name[lang];
    const mark = page.getByTestId('journal').locator('img.bank-logo-none');

    await page.goto(`/admin/print/journal/${id}`);
    await expect(mark).toHaveAttribute('src', '/logo.svg');
    const withoutLogo = await printed(page);
    expect(withoutLogo.images.filter((i) => i.width === 400 && i.height === 200)).toHaveLength(0);

    await page.goto(`/admin/editCompany/${company.id}`);
    const preview = page.getByTestId('md-logo-preview');
    await expect(preview.locator('img')).toHaveCount(0);
    await page
      .getByTestId('md-logo-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    const logoAlt = lang === 'en' ? `Logo of ${name}` : `شعار ${name}`;
    await expect(preview.getByRole('img', { name: logoAlt })).toBeVisible();
    await expect(preview.locator('img')).toHaveJSProperty('naturalWidth', 400);
    await page.screenshot({ path: `test-results/company-logo-${lang}.png`, fullPage: true });
    await page.getByTestId('md-save').click();
    await page.getByRole('button', { name: lang === 'en' ? 'Confirm' : 'تأكيد' }).click();
    await expect(page).toHaveURL(/\/admin\/company$/);

    await page.goto(`/admin/print/journal/${id}`);
    await expect(page.getByTestId('journal').getByRole('img', { name: logoAlt })).toHaveJSProperty('naturalWidth', 400);
    const withLogo = await printed(page);
    expect(withLogo.pages).toBe(1);
    expect(withLogo.images.length).toBe(withoutLogo.images.length + 1);
    expect(withLogo.images.filter((i) => i.width === 400 && i.height === 200)).toHaveLength(1);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', withLogo.file, `test-results/journal-logo-${lang}`]);

    // editing shows the saved logo; removing it brings the product mark back
    await page.goto(`/admin/editCompany/${company.id}`);
    await expect(preview.getByRole('img', { name: logoAlt })).toBeVisible();
    await page.getByTestId('md-logo-remove').click();
    await expect(preview.locator('img')).toHaveCount(0);
    await page.getByTestId('md-save').click();
    await page.getByRole('button', { name: lang === 'en' ? 'Confirm' : 'تأكيد' }).click();
    await expect(page).toHaveURL(/\/admin\/company$/);
    await page.goto(`/admin/print/journal/${id}`);
    await expect(mark).toHaveAttribute('src', '/logo.svg');
    await expect(mark).toHaveAttribute('alt', lang === 'en' ? 'Fikra' : 'فكرة');
  });
}
