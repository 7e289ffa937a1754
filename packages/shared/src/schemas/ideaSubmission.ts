import { z } from 'zod';
import { KAIZEN_TYPES, PQCDSM, PRESENTER_TYPES } from '../domain/idea.js';
import { isIdeaNumber, MAX_OPERATOR_IMAGES, MAX_RELATED_FILES, STATUS_LOOKUP_TYPES } from '../domain/ideaForm.js';
import { MAX_SHORT_TEXT, MAX_TEXT, MIN_IDEA_TEXT, MIN_NAME } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { optionalText, REQUIRED, refInput, requiredRef, requiredText } from './common.js';
import { whenMissing } from './zodMessages.js';

/** The public idea form (spec §3, §4, §5): one schema for the web form and POST /v1/idea-crud. */
export const IDEA_TEXT_MIN = messageText('ideaTextMin', { min: MIN_IDEA_TEXT });
export const EMPLOYEE_NAME_MIN = messageText('employeeNameMin', { min: MIN_NAME });
export const EMPLOYEE_CODE_MIN = messageText('employeeCodeMin', { min: MIN_NAME });
export const AMOUNT_MIN = MESSAGES.amountMin;
export const IDEA_SUBMITTED = MESSAGES.ideaSubmitted;

/** Status lookup outcomes (spec §8). */
export const IDEAS_FETCHED = MESSAGES.ideasFetched;
export const NO_SUBMITTED_IDEAS = MESSAGES.noSubmittedIdeas;
export const NO_IDEA_WITH_ID = MESSAGES.noIdea;

export const hierarchyNotFound = (label: string) => messageText('notFound', { label });
export const hierarchyMismatch = (label: string, parentLabel: string) =>
  messageText('notUnderParent', { label, parent: parentLabel.toLowerCase() });

const optionalRef = z.preprocess((v) => (v === '' || v === null ? undefined : v), refInput.optional());
/** File ids (or `{ _id }`, as GET returns files), at most `max`, each once. */
export const fileRefList = (max: number) =>
  z
    .array(refInput, { error: MESSAGES.invalidFiles })
    .max(max, messageText('atMostFiles', { max }))
    .transform((ids) => [...new Set(ids)]);
const fileRefs = (max: number) => fileRefList(max).default([]);

export const ideaSubmissionBody = z.strictObject({
  ideaPresenterType: z.enum(PRESENTER_TYPES, { error: whenMissing(REQUIRED) }),
  employeeName: requiredText(REQUIRED, MIN_NAME, EMPLOYEE_NAME_MIN, MAX_SHORT_TEXT),
  employeeCode: requiredText(REQUIRED, MIN_NAME, EMPLOYEE_CODE_MIN, 60),
  employeePhone: optionalText(undefined, undefined, 30),
  company: optionalRef,
  factoryBusinessUnit: requiredRef(),
  areaSection: requiredRef(),
  AICMinibusiness: optionalRef,
  department: optionalRef,
  stage: optionalRef,
  firstCut: optionalRef,
  secondCut: optionalRef,
  kaizenType: z.enum(KAIZEN_TYPES, { error: whenMissing(REQUIRED) }),
  effectOnPQCDSM: z
    .array(z.enum(PQCDSM), { error: whenMissing(REQUIRED) })
    .min(1, REQUIRED)
    .transform((v) => [...new Set(v)]),
  estimatedAnualSavings: z
    .number({ error: whenMissing(REQUIRED) })
    .min(0, AMOUNT_MIN)
    .max(1e12, MESSAGES.amountTooLarge),
  ideaText: requiredText(REQUIRED, MIN_IDEA_TEXT, IDEA_TEXT_MIN, MAX_SHORT_TEXT * 5),
  ideaDesc: requiredText(REQUIRED, MIN_IDEA_TEXT, IDEA_TEXT_MIN, MAX_TEXT),
  filesRelated: fileRefs(MAX_RELATED_FILES),
  operatorImg: fileRefs(MAX_OPERATOR_IMAGES),
  /** the language of the form the presenter used: their messages (SMS, thanks) are written in it */
  lang: z.enum(['ar', 'en'], { error: MESSAGES.invalidValue }).optional(),
});
export type IdeaSubmissionInput = z.input<typeof ideaSubmissionBody>;
export type IdeaSubmission = z.output<typeof ideaSubmissionBody>;

export const ideaSubmittedOutput = z.object({ _id: z.string(), ideaNumber: z.number(), message: z.string() });
export type IdeaSubmitted = z.infer<typeof ideaSubmittedOutput>;

/** A number is easy to guess: looking an idea up by it also needs its presenter's code (DESIGN §7). */
export const PRESENTER_CODE_NEEDED = MESSAGES.presenterCodeNeeded;
export const statusLookupQuery = z
  .object({
    type: z.enum(STATUS_LOOKUP_TYPES, { error: whenMissing(REQUIRED) }),
    code: requiredText(REQUIRED, 1, REQUIRED, 100),
    /** the presenter's employee code, needed with an idea number (not with the idea's id) */
    employeeCode: optionalText(undefined, undefined, 100),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'idea' && isIdeaNumber(q.code) && !q.employeeCode) {
      ctx.addIssue({ code: 'custom', path: ['employeeCode'], message: PRESENTER_CODE_NEEDED });
    }
  });
export const employeeCodeLookupParams = z.object({ employeeCode: requiredText(REQUIRED, 1, REQUIRED, 100) });

const stageSummary = z.object({
  value: z.boolean(),
  accepted: z.union([z.boolean(), z.literal('hold')]),
  reasonOfDenial: z.string().optional(),
  reasonOfHold: z.string().optional(),
});

/**
 * What the public status lookup shows of an idea: nothing about people or money. A lookup keyed by an employee
 * code (by code, or by number with the presenter's code) shows status fields only: no `_id`, no `ideaText`, no
 * `reasonOfHold`, `replicated.from` null, and `reasonOfDenial` only when it is one of REJECTION_REASONS. Only a
 * lookup by the idea's id (which cannot be guessed) adds them.
 */
export const publicIdeaStatus = z.object({
  _id: z.string().optional(),
  ideaNumber: z.number(),
  ideaText: z.string().optional(),
  status: z.object({
    evaluated: stageSummary,
    approved: stageSummary,
    implemented: stageSummary,
    rewarded: stageSummary,
    replicated: z.object({ value: z.boolean(), type: z.string(), from: z.string().nullable() }),
  }),
  /** the number of the idea this one repeats ('Already submitted before'), when the evaluator linked it */
  duplicateOf: z.number().nullable(),
});
export type PublicIdeaStatus = z.infer<typeof publicIdeaStatus>;
export const publicStatusResponse = z.object({ message: z.string(), data: z.array(publicIdeaStatus) });
export type PublicStatusResponse = z.infer<typeof publicStatusResponse>;
