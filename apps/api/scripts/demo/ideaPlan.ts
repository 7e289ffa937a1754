/**
 * The story of each demo idea, decided before anything is written: who submits it, where, in which language,
 * on which day, and how far it gets (held, rejected for each reason, implemented, rewarded, replicated). A step
 * that would fall on or after today is not taken: recent ideas are the ones still waiting.
 */
import { REJECTION_REASONS, type StatusKey } from '@fikra/shared';
import { IDEA_TEMPLATES, type IdeaTemplate } from './ideaTexts.js';
import type { Employee } from './people.js';
import type { Bilingual, PlantKey } from './plant.js';
import type { Random } from './random.js';

export type Outcome = 'accepted' | 'hold' | 'rejected';
export interface PlannedStep {
  key: StatusKey | 'opl' | 'score';
  /** days after the submission */
  after: number;
  outcome: Outcome;
  /** the rejection reason, when rejected */
  reason?: (typeof REJECTION_REASONS)[number];
}

export interface IdeaPlan {
  n: number;
  template: IdeaTemplate;
  lang: 'ar' | 'en';
  machine: Bilingual;
  employee: Employee;
  plant: PlantKey;
  /** days before today */
  submittedDaysAgo: number;
  steps: PlannedStep[];
  savingsEstimate: number;
  /** 0..1, how the idea was received: ticks, amounts, photos */
  strength: number;
  /** the uploaded photos' ids (ideaRun.ts uploads them in batches before the ideas are played) */
  photos?: { problem: string[]; before: string[]; after: string[] };
  /** the idea's id once played (ideaRun.ts) */
  id?: string;
}

/** How far an idea gets, and how often (weights). */
const FATES: [string, number][] = [
  ['new', 6],
  ['evaluated:hold', 4],
  ['evaluated:rejected', 12],
  ['evaluated', 7],
  ['approved:hold', 3],
  ['approved:rejected', 4],
  ['approved', 9],
  ['implemented:hold', 2],
  ['implemented:rejected', 2],
  ['implemented', 20],
  ['rewarded:hold', 2],
  ['rewarded', 17],
  ['replicated', 12],
];
const ORDER: StatusKey[] = ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated'];
const GAP: Record<StatusKey, [number, number]> = {
  evaluated: [1, 9],
  approved: [2, 12],
  implemented: [8, 40],
  rewarded: [6, 25],
  replicated: [5, 30],
};

function pickWeighted(rnd: Random, table: [string, number][]) {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let r = rnd.next() * total;
  for (const [v, w] of table) {
    r -= w;
    if (r < 0) return v;
  }
  return table[table.length - 1][0];
}

/** The programme grows over the year: more ideas in recent months. */
const submittedDaysAgo = (rnd: Random) => 1 + Math.floor(363 * (1 - Math.sqrt(rnd.next())) ** 1.15);

export function planIdeas(rnd: Random, employees: Employee[], count: number): IdeaPlan[] {
  const plans: IdeaPlan[] = [];
  let rejections = 0;
  for (let n = 0; n < count; n++) {
    const template = IDEA_TEMPLATES[n % IDEA_TEMPLATES.length];
    const plant = template.plant;
    const share = { steel: 0.15, food: 0.1, pack: 0.55 }[plant];
    const lang = rnd.chance(share) ? 'en' : 'ar';
    const people = employees.filter((e) => e.plant === plant && e.lang === lang);
    const employee = rnd.pick(people.length ? people : employees.filter((e) => e.plant === plant));
    const daysAgo = submittedDaysAgo(rnd);
    const [lastKey, decision] = pickWeighted(rnd, FATES).split(':') as [StatusKey | 'new', Outcome | undefined];
    const steps: PlannedStep[] = [];
    let day = 0;
    if (lastKey !== 'new') {
      for (const key of ORDER) {
        day += rnd.int(...GAP[key]);
        if (day >= daysAgo) break;
        const last = key === lastKey;
        const outcome: Outcome = last && decision ? decision : 'accepted';
        const reason = outcome === 'rejected' ? REJECTION_REASONS[rejections++ % REJECTION_REASONS.length] : undefined;
        steps.push({ key, after: day, outcome, reason });
        // the knowledge table follows the implementation within days, always
        if (key === 'implemented' && outcome === 'accepted')
          steps.push({ key: 'opl', after: Math.min(day + rnd.int(1, 3), daysAgo - 1), outcome });
        if (last) break;
      }
      // a score before the evaluation, for some ideas
      if (steps.length && n % 9 === 0)
        steps.unshift({ key: 'score', after: Math.max(0, steps[0].after - 1), outcome: 'accepted' });
    }
    const [low, high] = template.savings;
    plans.push({
      n,
      template,
      lang,
      machine: rnd.pick(template.machines),
      employee,
      plant,
      submittedDaysAgo: daysAgo,
      steps,
      savingsEstimate: Math.round((low + rnd.next() * (high - low)) / 500) * 500,
      strength: rnd.next(),
    });
  }
  return plans.sort((a, b) => b.submittedDaysAgo - a.submittedDaysAgo || a.n - b.n);
}

/** The text of a template in the plan's language, with its machine. */
export const textOf = (plan: IdeaPlan, field: Bilingual) => field[plan.lang].replaceAll('{m}', plan.machine[plan.lang]);
