import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { backupIdea, backupMasterData, backupText } from '../apps/api/test/fixtures/backupFile';
import { expectNoSeriousAxe, loginAsAdmin } from './fixtures';

/** Restoring rewrites records in one transaction and the page reloads 3 s later: give both their time. */
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.E2E_SCREENSHOTS;

const TEXT = {
  ar: {
    confirm: 'تأكيد',
    question: 'هل أنت متأكد أنك تريد رفع هذا الملف؟',
    restored: 'تمت استعادة النسخة الاحتياطية',
    nothing: 'لم يتغير شيء',
    notBackup: 'هذا الملف ليس نسخة احتياطية من فكرة',
  },
  en: {
    confirm: 'Confirm',
    question: 'Are you sure you want to upload this file?',
    restored: 'Backup restored',
    nothing: 'Nothing changed',
    notBackup: 'This file is not a Fikra backup',
  },
} as const;

/** Fixed ids and names: each e2e run starts on a new DATA_DIR, and the file must be the same for both languages. */
const run = 'e2e12';
const hex = (n: number) => `e2e120${String(n).padStart(6, '0')}`;
const id = (n: number) => `00000000-0000-4000-8000-${hex(n)}`;
const at = '2025-06-01T08:00:00.000Z';
const name = (en: string, ar: string) => ({ en: `${en} ${run}`, ar: `${ar} ${run}` });
const company = { _id: id(1), name: name('Restored Foods', 'أغذية مستعادة') };
const factory = { _id: id(2), name: name('Restored plant', 'مصنع مستعاد') };
const area = { _id: id(3), name: name('Restored line', 'خط مستعاد') };
const IDEA_TEXTS = [`Reuse the rinse water of line ${run}`, `إعادة استخدام مياه الشطف ${run}`];

/** A backup as another Fikra server wrote it: master data (parents first) and two ideas. */
function backupFile() {
  const masterData = [
    backupMasterData(company, 'company', [], at),
    backupMasterData(factory, 'factoryBusinessUnit', [company], at),
    backupMasterData(area, 'areaSection', [factory], at),
  ];
  const ideas = IDEA_TEXTS.map((text, n) =>
    backupIdea(
      {
        _id: id(100 + n),
        ideaNumber: 9000 + n,
        ideaText: text,
        ideaDesc: text,
        employeeName: 'Mona Hassan',
        employeeCode: 'E1234',
        company,
        factoryBusinessUnit: factory,
        areaSection: area,
        quarter: 'Q2',
        year: 2025,
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 1000,
      },
      at,
    ),
  );
  const path = join(tmpdir(), `fikra-backup-${run}.json`);
  writeFileSync(path, backupText(masterData, ideas));
  return path;
}

async function restore(page: Page, file: string, lang: 'ar' | 'en') {
  await page.getByTestId('backup').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('backup-upload').click();
  await expect(page.getByText(TEXT[lang].question)).toBeVisible();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/idea-crud/backup', { timeout: 60_000 });
  await page.getByRole('button', { name: TEXT[lang].confirm }).click();
  return answered;
}

const file = backupFile();

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: an admin restores a backup into a fresh instance and sees its ideas`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginAsAdmin(page, lang);
    // the page on a phone: nothing wider than the screen, nothing an assistive technology cannot read
    await page.setViewportSize(PHONE);
    await page.goto('/admin/uploadBackupFile');
    await expect(page.getByTestId('backup-upload')).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxe(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-phone-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();

    // a file that is not a backup is refused with a clear message, and nothing happens
    const notBackup = join(tmpdir(), `not-a-backup-${run}.json`);
    writeFileSync(notBackup, '{"hello":"world"}');
    expect((await restore(page, notBackup, lang)).status()).toBe(415);
    await expect(page.getByTestId('restore-failure')).toContainText(TEXT[lang].notBackup);
    // the confirmation gone, not fading out (axe read its half-transparent buttons as low contrast on CI)
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await expectNoSeriousAxe(page);

    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    expect((await restore(page, file, lang)).status()).toBe(200);
    const result = page.getByTestId('restore-result');
    // the first run restores it, a later one finds everything already there
    await expect(result).toContainText(new RegExp(`${TEXT[lang].restored}|${TEXT[lang].nothing}`));
    // the page reloads 3 s after the answer (spec §9): a picture if there is time (axe ran on the page above)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-${lang}.png`, fullPage: true }).catch(() => undefined);
    await reloaded;

    await page.goto('/admin/idea');
    // other journeys add ideas to the same server, newer than these: find them by their words
    await page.getByRole('searchbox').fill(run);
    await page.getByRole('searchbox').press('Enter');
    for (const text of IDEA_TEXTS) await expect(page.getByTestId('ideas-table').getByText(text)).toBeVisible();
    await expect(page.getByTestId('ideas-table').getByText(factory.name[lang]).first()).toBeVisible();
  });
}
