/**
 * Request schemas of the idea workflow (spec §3, §5, §7): one body per status key for
 * PUT /v1/idea-crud/updateStatus/:id/:key, the score body and the knowledge-table body. Field rules live
 * here; the rules that depend on the decision (hold reason, 'Other' text, responsible people, event name)
 * live in domain/workflow.ts so they run on the merged stage.
 */
import { z } from 'zod';
import {
  APPROVAL_QUESTIONS,
  EVALUATION_QUESTIONS,
  type EvaluationQuestion,
  FREQUENCIES,
  PQCDSM,
  type Priority,
  REJECTION_REASONS,
  REPLICATION_TYPES,
  SAVINGS_TYPES,
  type StatusKey,
} from '../domain/idea.js';
import { WORKFLOW_MESSAGES } from '../domain/workflowErrors.js';
import { MAX_SHORT_TEXT, MAX_TEXT } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  boundedInt,
  ignoredField,
  MAX_AMOUNT,
  plainText,
  refInput,
  requiredRef,
  storableDate,
  uuid,
  versionField,
} from './common.js';
import { whenMissing } from './zodMessages.js';

const M = WORKFLOW_MESSAGES;

/** A money amount or count: a number, at least 0 (forms use it as a field rule). */
export const workflowAmount = z
  .number({ error: whenMissing(M.required) })
  .min(0, M.amountMin)
  .max(MAX_AMOUNT, M.amountMin);
/** A date (YYYY-MM-DD or full ISO time) that PostgreSQL stores: 2026-02-30 is refused. */
const isoDate = storableDate(M.invalidDate);
const shortText = plainText(MAX_SHORT_TEXT);
const longText = plainText(MAX_TEXT);
/** A list of people's names: blanks dropped. */
const peopleList = z
  .array(shortText, { error: whenMissing(M.required) })
  .max(50)
  .transform((names) => names.filter(Boolean));

function yesNoQuestions<const K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, z.boolean().optional()])) as Record<K, z.ZodOptional<z.ZodBoolean>>);
}

/** Accepted (true), Rejected (false) or Hold; reasons as the decision needs them. */
export const decisionFields = {
  accepted: z.union([z.literal(true), z.literal(false), z.literal('hold')], { error: whenMissing(M.required) }).optional(),
  reasonOfHold: longText.optional(),
  reasonOfDenial: z.enum(REJECTION_REASONS, { error: whenMissing(M.required) }).optional(),
  otherReason: longText.optional(),
};

export const stageFields = {
  evaluated: {
    ...decisionFields,
    questions: yesNoQuestions(EVALUATION_QUESTIONS).optional(),
    dueDate: isoDate.nullable().optional(),
    responsiblePerson: peopleList.optional(),
    canBeReplicated: z.boolean().optional(),
    /** the original idea, when rejecting as 'Already submitted before' (issue 18) */
    duplicateOf: uuid.optional(),
  },
  approved: {
    ...decisionFields,
    questions: yesNoQuestions(APPROVAL_QUESTIONS).optional(),
    estimatedSavings: z.object({ amount: workflowAmount.optional(), type: z.enum(SAVINGS_TYPES).optional() }).optional(),
    canBeReplicated: z.boolean().optional(),
  },
  implemented: {
    ...decisionFields,
    cost: workflowAmount.optional(),
    savings: workflowAmount.optional(),
    /** image file ids from POST /v1/file/upload?purpose=image */
    before: z.array(refInput).max(10).optional(),
    after: z.array(refInput).max(10).optional(),
    equipmentName: shortText.optional(),
    singlePointLesson: longText.optional(),
    /** impact percentages; values are clamped to 0–100 by the workflow */
    PQCDSM_Impact: z
      .array(
        z.object({
          key: z.enum(PQCDSM),
          value: z
            .number({ error: whenMissing(M.required) })
            .min(-MAX_AMOUNT)
            .max(MAX_AMOUNT),
        }),
      )
      .max(PQCDSM.length)
      .optional(),
  },
  rewarded: {
    ...decisionFields,
    savings: workflowAmount.optional(),
    eventName: shortText.optional(),
    eventDate: isoDate.nullable().optional(),
  },
  replicated: {
    type: z.enum(REPLICATION_TYPES).optional(),
    from: shortText.optional(),
  },
} as const satisfies Record<StatusKey, z.ZodRawShape>;

const withVersion = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, version: versionField });

/** The body of PUT /v1/idea-crud/updateStatus/:id/:key for each key; omitted fields keep their values. */
export const updateStatusBodies = {
  evaluated: withVersion(stageFields.evaluated),
  approved: withVersion(stageFields.approved),
  implemented: withVersion(stageFields.implemented),
  rewarded: withVersion(stageFields.rewarded),
  replicated: withVersion(stageFields.replicated),
} satisfies Record<StatusKey, z.ZodType>;
/**
 * Fields of a stage that GET returns but the server computes (decision flags and dates, who decided, ticks and
 * priority, ROI): a client that sends the stage back as it read it may echo them, and they are ignored. The
 * knowledge table's mirror in the implementation (`oplDescription`, `ideaText`) is not among them: it is saved by
 * PUT /v1/idea-crud/:id/opl, and a value sent here that differs from the stored one is refused, never dropped
 * (OPL_MIRROR_FIELDS, issue 30).
 */
const ECHOED_STAGE_FIELDS = ['value', 'date', 'evaluatedBy', 'approvedBy', 'roi'];
/** The implementation's copy of the knowledge table: accepted here only as GET returned it. */
export const OPL_MIRROR_FIELDS = ['oplDescription', 'ideaText'] as const;
/** The route that saves the knowledge table (its rows and report text). */
export const OPL_ROUTE = 'PUT /v1/idea-crud/:id/opl';
const ECHOED_QUESTION_FIELDS = ['totalTicks', 'priority'];
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A status section shaped as GET returns it (spec §3) becomes the flat form the stage bodies describe:
 * `questions.dueDate` and `questions.responsiblePerson` move up beside the questions, a rejection whose
 * reasonOfDenial is free text (how an 'Other' reason is stored) becomes reasonOfDenial 'Other' + otherReason,
 * and echoed server-computed fields are dropped. The flat form passes unchanged.
 */
export function stageBodyFromGetShape(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of ECHOED_STAGE_FIELDS) delete out[field];
  if (isPlainObject(out.questions)) {
    const { dueDate, responsiblePerson, ...questions } = out.questions;
    for (const field of ECHOED_QUESTION_FIELDS) delete questions[field];
    out.questions = questions;
    if (dueDate !== undefined && out.dueDate === undefined) out.dueDate = dueDate;
    if (responsiblePerson !== undefined && out.responsiblePerson === undefined) out.responsiblePerson = responsiblePerson;
  }
  const reason = out.reasonOfDenial;
  if (typeof reason === 'string' && reason !== '' && !(REJECTION_REASONS as readonly string[]).includes(reason)) {
    out.reasonOfDenial = 'Other';
    out.otherReason ??= reason;
  }
  return out;
}

/** Each stage's fields with unknown keys refused, inside questions and estimated savings too. */
const strictShapes = {
  evaluated: { ...stageFields.evaluated, questions: z.strictObject(yesNoQuestions(EVALUATION_QUESTIONS).shape).optional() },
  approved: {
    ...stageFields.approved,
    questions: z.strictObject(yesNoQuestions(APPROVAL_QUESTIONS).shape).optional(),
    estimatedSavings: z.strictObject({ amount: workflowAmount.optional(), type: z.enum(SAVINGS_TYPES).optional() }).optional(),
  },
  implemented: {
    ...stageFields.implemented,
    // compared with the stored knowledge table by the server (equal: accepted; otherwise 400 naming OPL_ROUTE)
    oplDescription: ignoredField,
    ideaText: ignoredField,
  },
  rewarded: stageFields.rewarded,
  replicated: stageFields.replicated,
} as const satisfies Record<StatusKey, z.ZodRawShape>;

const strictStage = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess(stageBodyFromGetShape, z.strictObject({ ...shape, version: versionField }));

/**
 * What the server validates PUT /v1/idea-crud/updateStatus/:id/:key with: the flat form or the GET shape, and
 * any other key refused (400 naming it).
 */
export const updateStatusRequestBodies = {
  evaluated: strictStage(strictShapes.evaluated),
  approved: strictStage(strictShapes.approved),
  implemented: strictStage(strictShapes.implemented),
  rewarded: strictStage(strictShapes.rewarded),
  replicated: strictStage(strictShapes.replicated),
} satisfies Record<StatusKey, z.ZodType>;

/** A stage inside PATCH /v1/idea-crud/:id/status: as updateStatus takes it (GET shape included), without a version. */
const patchStage = <S extends z.ZodRawShape>(shape: S) => z.preprocess(stageBodyFromGetShape, z.strictObject(shape)).optional();

/**
 * PATCH /v1/idea-crud/:id/status (issue 26): several stages saved together, all or nothing, from the version the
 * edit started from. Stages are applied in their order, so an evaluation accepted here opens the approval here.
 */
export const statusPatchBody = z.strictObject({
  version: versionField,
  stages: z
    .strictObject(
      {
        evaluated: patchStage(strictShapes.evaluated),
        approved: patchStage(strictShapes.approved),
        implemented: patchStage(strictShapes.implemented),
        rewarded: patchStage(strictShapes.rewarded),
        replicated: patchStage(strictShapes.replicated),
      },
      { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.chooseStage : undefined) },
    )
    .refine((stages) => Object.values(stages).some((s) => s !== undefined), MESSAGES.chooseStage),
});
export type StatusPatchBody = z.input<typeof statusPatchBody>;
export type StatusPatchData = z.output<typeof statusPatchBody>;

/** What a client sends / what the server receives after parsing. */
export type UpdateStatusBody<K extends StatusKey> = z.input<(typeof updateStatusBodies)[K]>;
export type UpdateStatusData<K extends StatusKey> = z.output<(typeof updateStatusBodies)[K]>;

// ---- scores -------------------------------------------------------------------------------------

/** POST /v1/idea-score: the seven questions, due date, responsible people, the idea and who suggested it. */
export const ideaScoreBody = z.object({
  idea: requiredRef(),
  suggestedBy: shortText.optional(),
  questions: yesNoQuestions(EVALUATION_QUESTIONS).default({}),
  /** omitted: 23 November of the current year */
  dueDate: isoDate.optional(),
  responsiblePerson: peopleList.pipe(z.array(shortText).min(1, M.required)),
});
export type IdeaScoreBody = z.input<typeof ideaScoreBody>;
export type IdeaScoreData = z.output<typeof ideaScoreBody>;

export interface IdeaScoreOutput {
  _id: string;
  idea: { _id: string; ideaNumber: number; ideaText: string };
  suggestedBy: string | null;
  questions: Record<EvaluationQuestion, boolean>;
  totalTicks: number;
  priority: Priority;
  dueDate: string | null;
  responsiblePerson: string[];
  createdAt: string;
  updatedAt: string;
}

// ---- knowledge table ----------------------------------------------------------------------------

export const oplRowSchema = z.object({
  id: boundedInt(1),
  kpi: shortText.min(1, M.required).default('Productivity'),
  period: z.enum(FREQUENCIES).default('Daily'),
  before: workflowAmount.default(0),
  after: workflowAmount.default(0),
  saving: workflowAmount.default(0),
  note: longText.default(''),
});

/** PUT /v1/idea-crud/:id/opl: at least one row and the knowledge report; saved once. */
export const oplBody = z.object({
  rows: z
    .array(oplRowSchema, { error: whenMissing(M.oplMinRows) })
    .min(1, M.oplMinRows)
    .max(100)
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, MESSAGES.rowIdsUnique),
  report: longText.default(''),
  version: versionField,
});
export type OplBody = z.input<typeof oplBody>;
export type OplData = z.output<typeof oplBody>;
