/**
 * THE idea contract (decision 035): what the API returns for an idea, as zod, and the types inferred from it.
 * The family, all from here or checked against here:
 * - `ideaOutput` / `IdeaOutput`: the full idea (GET /v1/idea-crud/:id, full list pages, idea banks, updateStatus);
 * - `ideaStatusOutput`: its status document, typed stage by stage; the compiler holds it equal to the domain's
 *   `IdeaStatus` (domain/idea.ts, what the workflow computes with), so neither can drift;
 * - `ideaStatusOf(stored)`: a stored status (a restored or hand-made backup, an old row) as the contract wants it:
 *   missing fields from `initialIdeaStatus()`, unknown ones dropped;
 * - `IdeaSummary` (domain/workflowCalc.ts): the summary columns computed from the status, written by the API only;
 * - the list's compact and expanded rows (schemas/ideaListViews.ts, the web's `IdeaRow`): smaller views of the idea.
 * Objects are strict: a field the contract does not name fails the response instead of leaking.
 */
import { z } from 'zod';
import {
  APPROVAL_QUESTIONS,
  EVALUATION_QUESTIONS,
  type IdeaStatus,
  initialIdeaStatus,
  PRESENTER_TYPES,
  PRIORITIES,
  REPLICATION_TYPES,
  SAVINGS_TYPES,
  STATUS_KEYS,
} from '../domain/idea.js';
import { bilingualName, listEnvelope } from './common.js';

type ObjectOf = typeof z.strictObject;

const refOf = (object: ObjectOf) => object({ _id: z.string(), name: object({ en: z.string(), ar: z.string() }) });
const fileRefOf = (object: ObjectOf) => object({ _id: z.string(), filename: z.string(), contentType: z.string() });
const oplRowOf = (object: ObjectOf) =>
  object({
    id: z.number(),
    kpi: z.string(),
    period: z.string(),
    before: z.number(),
    after: z.number(),
    saving: z.number(),
    note: z.string(),
  });
const yesNo = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>;

/** The stages of the status document, built with strict objects (the wire) or stripping ones (reading what is stored). */
function statusOf(object: ObjectOf) {
  const base = {
    value: z.boolean(),
    date: z.string().nullable(),
    accepted: z.union([z.literal(true), z.literal(false), z.literal('hold')]),
    reasonOfHold: z.string().optional(),
    reasonOfDenial: z.string().optional(),
  };
  const files = z.array(fileRefOf(object));
  return object({
    evaluated: object({
      ...base,
      canBeReplicated: z.boolean(),
      evaluatedBy: z.string().optional(),
      questions: object({
        ...yesNo(EVALUATION_QUESTIONS),
        totalTicks: z.number(),
        priority: z.enum(PRIORITIES),
        dueDate: z.string().nullable(),
        responsiblePerson: z.array(z.string()),
      }),
    }),
    approved: object({
      ...base,
      canBeReplicated: z.boolean(),
      approvedBy: z.string().optional(),
      estimatedSavings: object({ amount: z.number(), type: z.enum(SAVINGS_TYPES) }),
      questions: object(yesNo(APPROVAL_QUESTIONS)),
    }),
    implemented: object({
      ...base,
      cost: z.number(),
      savings: z.number(),
      roi: z.number().nullable(),
      before: files,
      after: files,
      equipmentName: z.string(),
      singlePointLesson: z.string(),
      oplDescription: z.array(oplRowOf(object)),
      ideaText: z.string(),
      PQCDSM_Impact: z.array(object({ key: z.string(), value: z.number() })),
    }),
    rewarded: object({ ...base, savings: z.number(), eventName: z.string(), eventDate: z.string().nullable() }),
    replicated: object({
      value: z.boolean(),
      date: z.string().nullable(),
      type: z.enum(REPLICATION_TYPES),
      from: z.string().optional(),
    }),
  });
}

/** The idea's status document as the API sends it (spec §3). */
export const ideaStatusOutput = statusOf(z.strictObject);
// the same shape read leniently: unknown keys dropped (z.object strips them)
const storedStatus = statusOf(z.object);

/** Both ways assignable, or this line fails to compile: the contract's status IS the domain's IdeaStatus. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusMatchesDomain: Same<z.infer<typeof ideaStatusOutput>, IdeaStatus> = true;
void statusMatchesDomain;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** `fallback` with `stored`'s values over it, object by object (arrays and other values are taken whole). */
function fillFrom(fallback: unknown, stored: unknown): unknown {
  if (!isObject(fallback)) return stored === undefined ? fallback : stored;
  if (!isObject(stored)) return fallback;
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(fallback)) out[key] = fillFrom(value, stored[key]);
  return out;
}

/**
 * A stored status as the contract wants it: a stage or field a restored backup, an imported file or an old row
 * lacks comes from `initialIdeaStatus()`, a field the contract does not know is dropped, and a stage whose
 * stored values have the wrong type is read as the initial one (it could not be shown or decided anyway).
 */
export function ideaStatusOf(stored: unknown): IdeaStatus {
  const initial = initialIdeaStatus();
  const filled = fillFrom(initial, stored) as Record<string, unknown>;
  const stages = STATUS_KEYS.map((key) => {
    const parsed = storedStatus.shape[key].safeParse(filled[key]);
    return [key, parsed.success ? parsed.data : initial[key]];
  });
  return Object.fromEntries(stages) as IdeaStatus;
}

const oplOf = (object: ObjectOf) => object({ rows: z.array(oplRowOf(object)), report: z.string(), savedAt: z.string() });
const storedOpl = oplOf(z.object);
const storedScore = z.object({ value: z.boolean(), scoreId: z.string().optional() });

/** A stored knowledge table as the contract wants it (unknown fields dropped); null when there is none or it is unreadable. */
export function ideaOplOf(stored: unknown): z.infer<typeof storedOpl> | null {
  const parsed = storedOpl.nullable().safeParse(stored ?? null);
  return parsed.success ? parsed.data : null;
}

/** A stored has-score mark as the contract wants it. */
export function hasScoreOf(stored: unknown): z.infer<typeof storedScore> {
  const parsed = storedScore.safeParse(stored);
  return parsed.success ? parsed.data : { value: false };
}

const namedRefOrNull = refOf(z.strictObject).nullable();
const fileRefs = z.array(fileRefOf(z.strictObject));

/** An idea as signed-in users read it (see the family above). */
export const ideaOutput = z.strictObject({
  _id: z.string(),
  ideaNumber: z.number(),
  ideaText: z.string(),
  ideaDesc: z.string(),
  ideaPresenterType: z.enum(PRESENTER_TYPES),
  employeeName: z.string(),
  employeeCode: z.string(),
  employeePhone: z.string().nullable(),
  /** the company's names and the file id of its logo (null when it has none), for the printed journal */
  company: z.strictObject({ _id: z.string(), name: z.strictObject(bilingualName.shape), logo: z.string().nullable() }).nullable(),
  factoryBusinessUnit: namedRefOrNull,
  areaSection: namedRefOrNull,
  AICMinibusiness: namedRefOrNull,
  department: namedRefOrNull,
  stage: namedRefOrNull,
  firstCut: namedRefOrNull,
  secondCut: namedRefOrNull,
  quarter: z.string(),
  year: z.number(),
  date: z.string(),
  kaizenType: z.string(),
  effectOnPQCDSM: z.array(z.string()),
  estimatedAnualSavings: z.number(),
  filesRelated: fileRefs,
  operatorImg: fileRefs,
  imported: z.boolean(),
  ideaCode: z.string().nullable(),
  status: ideaStatusOutput,
  replicationStatus: z.enum(REPLICATION_TYPES),
  totalTicks: z.number(),
  priority: z.enum(PRIORITIES),
  evaluatedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  cost: z.number(),
  savings: z.number(),
  ROI: z.number().nullable(),
  reward: z.number(),
  canBeReplicated: z.boolean(),
  replicatedFrom: z.string().nullable(),
  /** the original, when the evaluator rejected this idea as 'Already submitted before' and linked it */
  duplicateOf: z.strictObject({ _id: z.string(), ideaNumber: z.number() }).nullable(),
  hasScore: z.strictObject({ value: z.boolean(), scoreId: z.string().optional() }),
  opl: oplOf(z.strictObject).nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IdeaOutput = z.infer<typeof ideaOutput>;
/** A hierarchy reference of an idea (and any `{ _id, name }` reference). */
export type NamedRef = NonNullable<IdeaOutput['factoryBusinessUnit']>;
/** An idea's company: its names and its logo's file id. */
export type CompanyRef = NonNullable<IdeaOutput['company']>;

/** One entry of an idea's history (who, when, what changed). */
export const ideaHistoryEntryOutput = z.strictObject({
  _id: z.string(),
  at: z.string(),
  userName: z.string().nullable(),
  stage: z.string(),
  decision: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).describe('what changed, by dotted path: { from, to }'),
});
export type IdeaHistoryEntry = z.infer<typeof ideaHistoryEntryOutput>;

export const ideaWithHistoryOutput = ideaOutput.extend({ history: z.array(ideaHistoryEntryOutput) });
export type IdeaWithHistory = z.infer<typeof ideaWithHistoryOutput>;
export const ideaHistoryOutput = z.strictObject({ data: z.array(ideaHistoryEntryOutput) });
export const ideaListOutput = listEnvelope(ideaOutput);
