/**
 * Plays each idea's story through the API in the order it happened: the public form (with the operator's
 * photo), the stage decisions by the people whose job they are, the knowledge table, scores; each step then
 * moved to its day (backdate.ts).
 */
import { EVALUATION_QUESTIONS, type StatusKey } from '@fikra/shared';
import type { DemoContext } from './context.js';
import { type IdeaPlan, type PlannedStep, textOf } from './ideaPlan.js';
import { HOLD_REASONS, OPL_NOTES, OTHER_REJECTIONS, REWARD_EVENTS } from './ideaTexts.js';
import { photoName, photoPng } from './images.js';
import { PLANTS } from './plant.js';

export interface Created {
  id: string;
  version: number;
}

/** Notifications are written for the last weeks only; older ones are long read and gone. */
export const NOTIFY_DAYS = 30;
const UNREAD_DAYS = 7;

export const deciders = {
  steel: {
    evaluated: 'leadSteel',
    approved: 'consultant',
    implemented: 'ownerSteel',
    rewarded: 'admin',
    replicated: 'consultant',
  },
  food: {
    evaluated: 'leadFood',
    approved: 'consultant',
    implemented: 'leadFood',
    rewarded: 'consultant',
    replicated: 'consultant',
  },
  pack: { evaluated: 'leadPack', approved: 'admin', implemented: 'ownerPack', rewarded: 'consultant', replicated: 'consultant' },
} as const;

export async function runIdeas(ctx: DemoContext, plans: IdeaPlan[]) {
  const { api, rnd, clock, backdate } = ctx;
  await uploadPhotos(ctx, plans, 'ideas');
  const earlier: Record<string, string[]> = { steel: [], food: [], pack: [] };

  for (const plan of plans) {
    const places = ctx.plants[plan.plant];
    const area = places.areas[plan.template.area];
    const stage = plan.template.stage ? ctx.stages[plan.template.stage] : undefined;
    const cut = stage?.cuts.length && rnd.chance(0.6) ? rnd.pick(stage.cuts) : undefined;
    const submitted = await api.post<{ _id: string }>(
      '/idea-crud',
      {
        ideaPresenterType: 'Employee',
        employeeName: plan.employee.name,
        employeeCode: plan.employee.code,
        employeePhone: plan.employee.mobile,
        company: places.company,
        factoryBusinessUnit: places.plant.id,
        areaSection: area.id,
        ...(area.cells.length && rnd.chance(0.7) ? { AICMinibusiness: rnd.pick(area.cells) } : {}),
        department: ctx.departments[plan.template.department],
        ...(stage ? { stage: stage.id } : {}),
        ...(cut ? { firstCut: cut.id, secondCut: rnd.pick(cut.seconds) } : {}),
        kaizenType: plan.template.kaizenType,
        effectOnPQCDSM: plan.template.effects,
        estimatedAnualSavings: plan.savingsEstimate,
        ideaText: textOf(plan, plan.template.text),
        ideaDesc: textOf(plan, plan.template.desc),
        operatorImg: plan.photos?.problem ?? [],
        lang: plan.lang,
      },
      undefined,
      `10.${PLANTS.findIndex((p) => p.key === plan.plant) + 1}.0.${(plan.n % 200) + 20}`,
    );
    const submittedAt = clock.daysAgo(plan.submittedDaysAgo, rnd.int(7, 15), rnd.int(0, 59));
    const notifyFrom = plan.submittedDaysAgo;
    await backdate.created(submitted._id, submittedAt, notifyFrom <= NOTIFY_DAYS);
    if (notifyFrom <= NOTIFY_DAYS) await notified(ctx, plan.submittedDaysAgo);
    plan.id = submitted._id;
    await playSteps(ctx, plan, { id: submitted._id, version: 0 }, earlier[plan.plant]);
    earlier[plan.plant].push(submitted._id);
  }
}

/** The idea's decisions, each by its decider and moved to its day. */
export async function playSteps(ctx: DemoContext, plan: IdeaPlan, idea: Created, earlier: string[]) {
  const { rnd, clock, backdate } = ctx;
  for (const step of plan.steps) {
    await takeStep(ctx, plan, idea, step, earlier);
    const daysAgo = plan.submittedDaysAgo - step.after;
    const at = clock.daysAgo(daysAgo, rnd.int(8, 16), rnd.int(0, 59));
    const notify = daysAgo <= NOTIFY_DAYS;
    await backdate.step(idea.id, step.key === 'opl' || step.key === 'score' ? null : step.key, at, notify);
    if (notify) await notified(ctx, daysAgo);
  }
  return idea.version;
}

/**
 * Draws and uploads every photo the ideas will show, ten to a request (as the form's uploader may): the
 * operator's photo of the problem for most ideas, and before and after photos for those implemented.
 */
export async function uploadPhotos(ctx: DemoContext, plans: IdeaPlan[], set: 'ideas' | 'imported') {
  const problemPhotos = set === 'ideas';
  const wanted: { plan: IdeaPlan; kind: 'problem' | 'before' | 'after' }[] = [];
  for (const plan of plans) {
    plan.photos = { problem: [], before: [], after: [] };
    if (problemPhotos && plan.strength > 0.25) wanted.push({ plan, kind: 'problem' });
    if (plan.steps.some((s) => s.key === 'implemented' && s.outcome === 'accepted')) {
      const count = plan.strength > 0.6 ? 2 : 1;
      for (let i = 0; i < count; i++) wanted.push({ plan, kind: 'before' }, { plan, kind: 'after' });
    }
  }
  const [made, reused] = [ctx.assets.made, ctx.assets.reused];
  const files = [];
  for (const [i, { kind }] of wanted.entries()) {
    const name = photoName(set, kind, i + 1);
    files.push({ filename: `${kind}-${i + 1}.png`, content: (await ctx.assets.get(name, () => photoPng(name, kind))) as Buffer });
  }
  ctx.timing.done(
    `photos: ${files.length} (${ctx.assets.made - made} drawn, ${ctx.assets.reused - reused} kept from an earlier build)`,
  );
  const ids = await ctx.api.upload(files, 'image', ctx.users.admin.token);
  ctx.timing.done(`photos: ${files.length} uploaded`);
  for (const [i, { plan, kind }] of wanted.entries()) plan.photos?.[kind].push(ids[i]);
}

export async function notified(ctx: DemoContext, daysAgo: number) {
  await ctx.drain();
  await ctx.backdate.notifications(ctx.clock.daysAgo(daysAgo, 12), daysAgo > UNREAD_DAYS);
}

export async function takeStep(ctx: DemoContext, plan: IdeaPlan, idea: Created, step: PlannedStep, earlier: string[]) {
  const { api, rnd } = ctx;
  const lang = plan.lang;
  if (step.key === 'score') {
    const questions = Object.fromEntries(EVALUATION_QUESTIONS.map((q) => [q, rnd.chance(0.3 + plan.strength * 0.6)]));
    await api.post(
      '/idea-score',
      { idea: idea.id, questions, responsiblePerson: [ctx.users[deciders[plan.plant].evaluated].username] },
      ctx.users.consultant.token,
    );
    idea.version = (await api.get<{ version: number }>(`/idea-crud/${idea.id}`, ctx.users.consultant.token)).version;
    return;
  }
  // the knowledge table is the administrator's to keep
  const deciderKey = step.key === 'opl' ? 'admin' : deciders[plan.plant][step.key];
  const token = ctx.users[deciderKey].token;
  if (step.key === 'opl') {
    const { kpi, kpiBefore, kpiAfter, lesson } = plan.template;
    const saving = Math.round(plan.savingsEstimate / 12 / 100) * 100;
    const saved = await api.put(
      `/idea-crud/${idea.id}/opl`,
      {
        version: idea.version,
        rows: [
          {
            id: 1,
            kpi: kpi[lang],
            period: 'Monthly',
            before: kpiBefore,
            after: kpiAfter,
            saving,
            note: rnd.pick(OPL_NOTES)[lang],
          },
          ...(plan.strength > 0.5
            ? [
                {
                  id: 2,
                  kpi: kpi[lang],
                  period: 'Yearly',
                  before: kpiBefore,
                  after: kpiAfter,
                  saving: saving * 12,
                  note: rnd.pick(OPL_NOTES)[lang],
                },
              ]
            : []),
        ],
        report: lesson[lang],
      },
      token,
    );
    idea.version = saved.version;
    return;
  }
  const body = await stageBody(ctx, plan, step, earlier);
  const saved = await api.put(`/idea-crud/updateStatus/${idea.id}/${step.key}`, { ...body, version: idea.version }, token);
  idea.version = saved.version;
}

async function stageBody(ctx: DemoContext, plan: IdeaPlan, step: PlannedStep, earlier: string[]) {
  const { rnd } = ctx;
  const lang = plan.lang;
  const decision =
    step.outcome === 'hold'
      ? { accepted: 'hold', reasonOfHold: rnd.pick(HOLD_REASONS)[lang] }
      : step.outcome === 'rejected'
        ? {
            accepted: false,
            reasonOfDenial: step.reason,
            ...(step.reason === 'Other' ? { otherReason: rnd.pick(OTHER_REJECTIONS)[lang] } : {}),
            ...(step.reason === 'Already submitted before' && step.key === 'evaluated' && earlier.length
              ? { duplicateOf: rnd.pick(earlier) }
              : {}),
          }
        : { accepted: true };
  const key = step.key as StatusKey;
  const strong = plan.strength;
  switch (key) {
    case 'evaluated': {
      const questions = Object.fromEntries(EVALUATION_QUESTIONS.map((q) => [q, rnd.chance(0.25 + strong * 0.7)]));
      const due = ctx.clock
        .daysAgo(plan.submittedDaysAgo - step.after - rnd.int(20, 45))
        .toISOString()
        .slice(0, 10);
      return {
        ...decision,
        questions,
        responsiblePerson: [ctx.users[deciders[plan.plant].implemented].username],
        dueDate: due,
        canBeReplicated: strong > 0.4,
      };
    }
    case 'approved':
      return {
        ...decision,
        questions: { willNotNegativelyAffect: true, willHaveImpact: true, didStakeholdersApprove: strong > 0.3 },
        estimatedSavings: {
          amount: plan.savingsEstimate,
          type: plan.template.savings[0] === 0 ? 'Cost Avoidance' : 'Hard Saving',
        },
        canBeReplicated: strong > 0.4,
      };
    case 'implemented': {
      const { before, after } = plan.photos ?? { before: [], after: [] };
      const cost = Math.round((plan.savingsEstimate * (0.05 + rnd.next() * 0.3)) / 100) * 100;
      return {
        ...decision,
        cost,
        savings: Math.round((plan.savingsEstimate * (0.7 + strong * 0.5)) / 100) * 100,
        ...(step.outcome === 'accepted' ? { before, after } : {}),
        equipmentName: textOf(plan, plan.template.equipment),
        singlePointLesson: plan.template.lesson[lang],
        PQCDSM_Impact: plan.template.effects.map((k) => ({ key: k, value: rnd.int(10, 45) })),
      };
    }
    case 'rewarded': {
      const event = rnd.pick(REWARD_EVENTS)[lang];
      const at = ctx.clock.daysAgo(plan.submittedDaysAgo - step.after);
      return {
        ...decision,
        savings: Math.round((500 + strong * 4500) / 50) * 50,
        eventName: event,
        eventDate: at.toISOString().slice(0, 10),
      };
    }
    case 'replicated': {
      const own = PLANTS.find((p) => p.key === plan.plant)!;
      const type = strong > 0.75 ? 'Fully Replicated' : strong > 0.3 ? 'Partially Replicated' : "Can't Be Replicated";
      return { type, ...(type === "Can't Be Replicated" ? {} : { from: own.name[lang] }) };
    }
  }
}
