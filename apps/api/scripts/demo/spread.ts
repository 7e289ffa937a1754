/**
 * Spreading (yokoten, decision 032): a few implemented ideas are proposed to the other plants by the consultant or
 * the administrator, and each target plant answers as its people would: some replications are implemented with
 * their own savings, some declined with a reason, some still on their way; one spread is closed as complete.
 * Every step through the API, then moved to its day like the ideas' (backdate.ts).
 */
import type { DECLINE_REASONS, StatusKey } from '@fikra/shared';
import type { DemoContext } from './context.js';
import type { IdeaPlan, PlannedStep } from './ideaPlan.js';
import { deciders, NOTIFY_DAYS, notified, takeStep } from './ideaRun.js';
import type { Bilingual, PlantKey } from './plant.js';

const NOTES: Bilingual[] = [
  {
    en: 'Worked well on our line: the same machines run in your plant, worth a trial.',
    ar: 'نجحت الفكرة عندنا، ونفس المعدات موجودة لديكم، تستحق التجربة.',
  },
  {
    en: 'Savings confirmed over three months. Please assess for your site.',
    ar: 'الوفر مؤكد على مدى ثلاثة أشهر، برجاء دراستها لمصنعكم.',
  },
  { en: 'Low cost and quick to copy.', ar: 'تكلفة بسيطة وسهلة النقل.' },
];
/** why a unit says no, and what it writes (decline reasons of decision 032) */
const DECLINES: { reason: (typeof DECLINE_REASONS)[number]; note: Bilingual }[] = [
  {
    reason: 'Different machine',
    note: { en: 'Our line uses a different model of this machine.', ar: 'خطنا يستخدم طرازاً مختلفاً من هذه الماكينة.' },
  },
  { reason: 'Already done', note: { en: 'We made the same change last year.', ar: 'نفذنا نفس التعديل العام الماضي.' } },
  {
    reason: 'Not applicable',
    note: { en: 'This step does not exist in our process.', ar: 'هذه الخطوة غير موجودة في عمليتنا.' },
  },
];

type Fate = 'implemented' | 'declined' | 'waiting';
/** how many plants each original goes to, and what each target does: every state, whatever the demo's size */
const TARGETS = [2, 1, 2, 2, 1, 2];
const FATES: Fate[] = [
  'implemented',
  'declined',
  'waiting',
  'implemented',
  'implemented',
  'declined',
  'waiting',
  'implemented',
  'declined',
  'waiting',
];
const SPREADERS = ['consultant', 'admin'] as const;

const implementedDaysAgo = (plan: IdeaPlan) => {
  const step = plan.steps.find((s) => s.key === 'implemented' && s.outcome === 'accepted');
  return step ? plan.submittedDaysAgo - step.after : -1;
};

/** Replicable, implemented long enough ago for its replications to be carried out, not closed by hand. */
export const spreadable = (plan: IdeaPlan) =>
  plan.id !== undefined &&
  plan.strength > 0.4 &&
  implementedDaysAgo(plan) >= 70 &&
  !plan.steps.some((s) => s.key === 'replicated' && plan.strength > 0.75);

export async function spreadIdeas(ctx: DemoContext, plans: IdeaPlan[]) {
  const { api, rnd, clock, backdate } = ctx;
  const originals = rnd.sample(plans.filter(spreadable), TARGETS.length);
  let n = 0;
  let closed = false;
  for (const [i, plan] of originals.entries()) {
    const others = (['steel', 'food', 'pack'] as PlantKey[]).filter((k) => k !== plan.plant);
    const targets = rnd.sample(others, TARGETS[i]);
    const proposedDaysAgo = implementedDaysAgo(plan) - rnd.int(10, 25);
    const spreader = ctx.users[SPREADERS[i % 2]];
    const proposed = await api.post<{ data: { _id: string }[] }>(
      `/idea-crud/${plan.id}/replications`,
      {
        targets: targets.map((key) => {
          const areas = Object.values(ctx.plants[key].areas);
          return {
            factoryBusinessUnit: ctx.plants[key].plant.id,
            ...(rnd.chance(0.5) ? { areaSection: rnd.pick(areas).id } : {}),
          };
        }),
        note: rnd.pick(NOTES)[plan.lang],
      },
      spreader.token,
    );
    const proposedAt = clock.daysAgo(proposedDaysAgo, rnd.int(9, 14), rnd.int(0, 59));
    for (const { _id } of proposed.data) {
      await backdate.created(_id, proposedAt, proposedDaysAgo <= NOTIFY_DAYS);
      await backdate.replicationLink(_id, proposedAt);
    }
    if (proposedDaysAgo <= NOTIFY_DAYS) await notified(ctx, proposedDaysAgo);
    let lastDay = proposedDaysAgo;
    let allDecided = true;
    for (const [t, target] of targets.entries()) {
      const fate = FATES[n++ % FATES.length];
      const id = proposed.data[t]._id;
      const copy: IdeaPlan = { ...plan, plant: target, strength: 0.3 + rnd.next() * 0.7, steps: [] };
      const idea = { id, version: 0 };
      const original = plan.id as string;
      if (fate === 'declined') {
        const daysAgo = Math.max(1, proposedDaysAgo - rnd.int(3, 12));
        const at = clock.daysAgo(daysAgo, rnd.int(9, 15), rnd.int(0, 59));
        const before = await replicatedOf(ctx, original);
        const decline = rnd.pick(DECLINES);
        await api.post(
          `/idea-crud/${id}/replication/decline`,
          { reason: decline.reason, note: decline.note[plan.lang], version: 0 },
          ctx.users[deciders[target].evaluated].token,
        );
        await backdate.step(id, 'evaluated', at, daysAgo <= NOTIFY_DAYS);
        await backdate.replicationLink(id, proposedAt, at);
        await followed(ctx, original, before, at, daysAgo);
        lastDay = Math.min(lastDay, daysAgo);
        continue;
      }
      // a waiting replication is evaluated, or evaluated and approved, or not looked at yet
      const keys: StatusKey[] =
        fate === 'implemented'
          ? ['evaluated', 'approved', 'implemented']
          : (['evaluated', 'approved'] as StatusKey[]).slice(0, n % 3);
      let day = proposedDaysAgo;
      for (const key of keys) {
        day -= key === 'implemented' ? rnd.int(12, 30) : rnd.int(2, 8);
        if (day < 1) break;
        const step: PlannedStep = { key, after: 0, outcome: 'accepted' };
        const before = await replicatedOf(ctx, original);
        await takeStep(ctx, { ...copy, submittedDaysAgo: day }, idea, step, []);
        const at = clock.daysAgo(day, rnd.int(8, 16), rnd.int(0, 59));
        await backdate.step(id, key, at, day <= NOTIFY_DAYS);
        await followed(ctx, original, before, at, day);
        lastDay = Math.min(lastDay, day);
      }
      if (fate !== 'implemented' || day < 1) allDecided = false;
    }
    // the first spread whose every unit has answered is closed as complete by the one who proposed it
    if (allDecided && targets.length > 1 && !closed && lastDay > 2) {
      const daysAgo = lastDay - rnd.int(1, Math.min(10, lastDay - 1));
      const { version } = await api.get<{ version: number }>(`/idea-crud/${plan.id}`, spreader.token);
      await api.post(`/idea-crud/${plan.id}/replications/close`, { version }, spreader.token);
      await backdate.step(plan.id as string, 'replicated', clock.daysAgo(daysAgo, 11), daysAgo <= NOTIFY_DAYS);
      closed = true;
    }
  }
  return { originals: originals.length, replications: n, closed };
}

const replicatedOf = async (ctx: DemoContext, id: string) =>
  JSON.stringify((await ctx.db.query<{ r: unknown }>(`select status->'replicated' as r from ideas where id = $1`, [id]))[0].r);

/** A decision on a replication may have moved its original's replicated stage: that moment too is the story's. */
async function followed(ctx: DemoContext, original: string, before: string, at: Date, daysAgo: number) {
  if ((await replicatedOf(ctx, original)) === before) return;
  await ctx.backdate.step(original, 'replicated', at, daysAgo <= NOTIFY_DAYS);
  if (daysAgo <= NOTIFY_DAYS) await notified(ctx, daysAgo);
}
