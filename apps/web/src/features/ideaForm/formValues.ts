import {
  type FileRef,
  type FormPlaces,
  type HierarchyField,
  IDEA_HIERARCHY,
  type IdeaSubmissionInput,
  type KaizenType,
  type Pqcdsm,
  type PresenterType,
} from '@fikra/shared';
import { parseTypedNumber } from '../../lib/numbers';

/** The public form as the person fills it in: text as typed, places by field, files already uploaded (or kept). */
export interface FormValues {
  ideaPresenterType: PresenterType;
  employeeCode: string;
  employeeName: string;
  employeePhone: string;
  places: Partial<Record<HierarchyField, string>>;
  ideaText: string;
  ideaDesc: string;
  operatorImg: FileRef[];
  filesRelated: FileRef[];
  effectOnPQCDSM: Pqcdsm[];
  kaizenType: KaizenType;
  /** as typed: empty until the person writes a figure (0 when they do not know) */
  savings: string;
}

export const EMPTY_FORM: FormValues = {
  ideaPresenterType: 'Employee',
  employeeCode: '',
  employeeName: '',
  employeePhone: '',
  places: {},
  ideaText: '',
  ideaDesc: '',
  operatorImg: [],
  filesRelated: [],
  effectOnPQCDSM: [],
  kaizenType: 'Quick win',
  savings: '',
};

/** The request body of POST /v1/idea-crud. */
export function toBody(v: FormValues): IdeaSubmissionInput {
  const savings = parseTypedNumber(v.savings);
  return {
    ideaPresenterType: v.ideaPresenterType,
    employeeName: v.employeeName,
    employeeCode: v.employeeCode,
    ...(v.employeePhone.trim() ? { employeePhone: v.employeePhone } : {}),
    ...v.places,
    // the two required levels go as they are (missing: the schema's "required" on that field)
    factoryBusinessUnit: v.places.factoryBusinessUnit,
    areaSection: v.places.areaSection,
    kaizenType: v.kaizenType,
    effectOnPQCDSM: v.effectOnPQCDSM,
    estimatedAnualSavings: savings as number,
    ideaText: v.ideaText,
    ideaDesc: v.ideaDesc,
    filesRelated: v.filesRelated.map((f) => f._id),
    operatorImg: v.operatorImg.map((f) => f._id),
  };
}

type Level = (typeof IDEA_HIERARCHY)[number];
/** The levels asked in "Where": the location of idea and the specific location; the others wait in "More details". */
export const MAIN_LEVELS: readonly HierarchyField[] = ['factoryBusinessUnit', 'areaSection'];
/** The company is never asked: the server files the idea under its location's company. */
const NOT_ASKED: readonly HierarchyField[] = ['company'];

export interface ShownLevel {
  field: HierarchyField;
  options: FormPlaces['data'][string];
}

/**
 * The place levels to show, top-down (issue 28): a level the plant does not use (no records of its kind) is never
 * shown, and a level appears once the level above it is chosen and has records under it.
 */
export function shownLevels(places: FormPlaces['data'] | undefined, chosen: FormValues['places']): ShownLevel[] {
  if (!places) return [];
  return IDEA_HIERARCHY.filter((l) => !NOT_ASKED.includes(l.field)).flatMap((level: Level) => {
    const all = places[level.kind] ?? [];
    if (!all.length) return [];
    const parent = 'parent' in level && !NOT_ASKED.includes(level.parent as HierarchyField) ? level.parent : undefined;
    if (!parent) return [{ field: level.field, options: all }];
    const parentId = chosen[parent as HierarchyField];
    if (!parentId) return [];
    const options = all.filter((o) => o.parentIds.includes(parentId));
    return options.length ? [{ field: level.field, options }] : [];
  });
}

/** Every level below `field`, whose choice depended on it. */
export function levelsBelow(field: HierarchyField): HierarchyField[] {
  const children = IDEA_HIERARCHY.filter((l) => 'parent' in l && l.parent === field).map((l) => l.field);
  return children.flatMap((c) => [c, ...levelsBelow(c)]);
}

/** Chooses a level and clears the levels under it. */
export function choosePlace(chosen: FormValues['places'], field: HierarchyField, id: string | undefined) {
  const next = { ...chosen, [field]: id || undefined };
  for (const below of levelsBelow(field)) delete next[below];
  if (!id) delete next[field];
  return next;
}
