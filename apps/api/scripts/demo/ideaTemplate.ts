/**
 * The shape of a demo idea: what operators of one plant would suggest, written in Arabic and in English (an idea
 * uses one of the two, never both). `{m}` is the machine or place the idea is about, one of `machines`.
 */
import type { KaizenType, Pqcdsm } from '@fikra/shared';
import type { Bilingual, PlantKey } from './plant.js';

export interface IdeaTemplate {
  plant: PlantKey;
  area: string;
  department: string;
  stage?: string;
  kaizenType: KaizenType;
  effects: Pqcdsm[];
  machines: Bilingual[];
  text: Bilingual;
  desc: Bilingual;
  equipment: Bilingual;
  lesson: Bilingual;
  /** the knowledge table's measure and its before/after values */
  kpi: Bilingual;
  kpiBefore: number;
  kpiAfter: number;
  savings: [number, number];
}

export const template = (
  plant: PlantKey,
  area: string,
  department: string,
  stage: string | undefined,
  kaizenType: KaizenType,
  effects: Pqcdsm[],
  machines: [string, string][],
  text: [string, string],
  desc: [string, string],
  equipment: [string, string],
  lesson: [string, string],
  kpi: [string, string, number, number],
  savings: [number, number],
): IdeaTemplate => ({
  plant,
  area,
  department,
  stage,
  kaizenType,
  effects,
  machines: machines.map(([en, ar]) => ({ en, ar })),
  text: { en: text[0], ar: text[1] },
  desc: { en: desc[0], ar: desc[1] },
  equipment: { en: equipment[0], ar: equipment[1] },
  lesson: { en: lesson[0], ar: lesson[1] },
  kpi: { en: kpi[0], ar: kpi[1] },
  kpiBefore: kpi[2],
  kpiAfter: kpi[3],
  savings,
});
