/**
 * The rest of the screens: ideas from the paper era imported from a spreadsheet (with their stage dates), QR
 * posters for a few lines, and a webhook to the ERP, switched off until IT opens the firewall.
 */

import { IMPORT_COLUMNS, WEBHOOK_EVENT_TYPES } from '@fikra/shared';
import ExcelJS from 'exceljs';
import type { DemoContext } from './context.js';
import { type IdeaPlan, textOf } from './ideaPlan.js';
import { playSteps, uploadPhotos } from './ideaRun.js';
import { IDEA_TEMPLATES } from './ideaTexts.js';
import { PLANTS } from './plant.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Ideas of the year before Fikra, kept in a spreadsheet with their evaluation (and, for every second one, approval)
 * dates. Imported, they carry on in Fikra: the approved ones are implemented with photos and a knowledge table and
 * some rewarded, the others approved, so the imported list shows history too.
 */
export async function importPaperIdeas(ctx: DemoContext, count = 24): Promise<number> {
  const { rnd, clock } = ctx;
  const rows: Record<string, string | number>[] = [];
  const plans: IdeaPlan[] = [];
  for (let i = 0; i < count; i++) {
    const template = IDEA_TEMPLATES[(i * 5) % IDEA_TEMPLATES.length];
    const plant = PLANTS.find((p) => p.key === template.plant)!;
    const lang = template.plant === 'pack' && i % 2 === 0 ? 'en' : 'ar';
    const machine = rnd.pick(template.machines);
    const employee = rnd.pick(ctx.employees.filter((e) => e.plant === template.plant && e.lang === lang));
    const daysAgo = 400 + i * 9;
    const approvedOnPaper = i % 2 === 0;
    const savings = Math.round((template.savings[0] + rnd.next() * (template.savings[1] - template.savings[0])) / 500) * 500;
    const plan: IdeaPlan = {
      n: 1000 + i,
      template,
      lang,
      machine,
      employee,
      plant: template.plant,
      submittedDaysAgo: daysAgo,
      savingsEstimate: savings,
      strength: rnd.next(),
      steps: approvedOnPaper
        ? [
            { key: 'implemented', after: 60 + i, outcome: 'accepted' },
            { key: 'opl', after: 62 + i, outcome: 'accepted' },
            ...(i % 4 === 0 ? [{ key: 'rewarded' as const, after: 80 + i, outcome: 'accepted' as const }] : []),
          ]
        : i % 3 === 0
          ? []
          : [{ key: 'approved', after: 45, outcome: 'accepted' }],
    };
    plans.push(plan);
    rows.push({
      ideaCode: `KZ-${clock.daysAgo(daysAgo).getUTCFullYear()}-${String(101 + i).padStart(3, '0')}`,
      company: ctx.plants[template.plant].companyName.en,
      factoryBusinessUnit: plant.name.en,
      areaSection: plant.areas.find((a) => a.key === template.area)!.name.en,
      ideaText: textOf(plan, template.text),
      ideaDesc: textOf(plan, template.desc),
      ideaPresenterType: 'Employee',
      employeeName: employee.name,
      employeeCode: employee.code,
      employeePhone: employee.mobile,
      kaizenType: template.kaizenType,
      effectOnPQCDSM: template.effects.join(', '),
      estimatedAnualSavings: savings,
      date: day(clock.daysAgo(daysAgo)),
      evaluatedDate: day(clock.daysAgo(daysAgo - 7)),
      ...(approvedOnPaper ? { approvedDate: day(clock.daysAgo(daysAgo - 20)) } : {}),
    });
  }
  const keys = IMPORT_COLUMNS.map((c) => c.key);
  const book = new ExcelJS.Workbook();
  book
    .addWorksheet('Ideas')
    .addRows([keys.map((k) => IMPORT_COLUMNS.find((c) => c.key === k)!.en), ...rows.map((r) => keys.map((k) => r[k] ?? ''))]);
  const content = Buffer.from(await book.xlsx.writeBuffer());
  const result = await ctx.api.postFile<{ importedCount: number }>(
    '/idea-crud/import-data',
    { filename: 'kaizen-register-paper-era.xlsx', content },
    ctx.users.consultant.token,
  );
  const imported = await ctx.db.query<{ id: string; idea_code: string }>('select id, idea_code from ideas where imported');
  const idOf = new Map(imported.map((r) => [r.idea_code, r.id]));
  await uploadPhotos(ctx, plans, 'imported');
  for (const [i, plan] of plans.entries()) {
    const id = idOf.get(String(rows[i].ideaCode))!;
    const { version } = await ctx.api.get<{ version: number }>(`/idea-crud/${id}`, ctx.users.consultant.token);
    await playSteps(ctx, plan, { id, version }, []);
  }
  return result.importedCount;
}

/** Posters for the busiest lines of each plant, and the sheet of one plant. */
export async function printPosters(ctx: DemoContext) {
  const token = ctx.users.admin.token;
  for (const plant of Object.values(ctx.plants)) {
    for (const area of Object.values(plant.areas).slice(0, 2)) await ctx.api.get(`/qr/${area.id}`, token);
  }
  await ctx.api.get(`/qr/sheet/${ctx.plants.food.plant.id}`, token);
}

export async function connectErp(ctx: DemoContext) {
  const token = ctx.users.admin.token;
  const hook = await ctx.api.post<{ _id: string; version: number }>(
    '/webhooks',
    { url: 'https://erp.nilevalley.example/fikra/events', events: WEBHOOK_EVENT_TYPES.filter((e) => e !== 'idea.overdue') },
    token,
  );
  await ctx.api.put(
    `/webhooks/${hook._id}`,
    {
      url: 'https://erp.nilevalley.example/fikra/events',
      events: ['idea.implemented', 'idea.rewarded'],
      enabled: false,
      version: hook.version,
    },
    token,
  );
}
