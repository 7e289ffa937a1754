import { z } from 'zod';
import { KAIZEN_TYPES, PQCDSM, PRESENTER_TYPES } from '../domain/idea.js';
import { MAX_SHORT_TEXT, MAX_TEXT, MIN_IDEA_TEXT, MIN_NAME } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import { optionalText, REQUIRED, refInput, requiredRef, requiredText } from './common.js';

/** The public idea form (spec §3, §4, §5): one schema for the web form and POST /v1/idea-crud. */
export const IDEA_TEXT_MIN = messageText('ideaTextMin', { min: MIN_IDEA_TEXT });
export const EMPLOYEE_NAME_MIN = messageText('employeeNameMin', { min: MIN_NAME });
export const EMPLOYEE_CODE_MIN = messageText('employeeCodeMin', { min: MIN_NAME });
export const AMOUNT_MIN = MESSAGES.amountMin;
export const IDEA_SUBMITTED = MESSAGES.ideaSubmitted;
export const MAX_RELATED_FILES = 10;
export const MAX_OPERATOR_IMAGES = 5;

/** Status lookup outcomes (spec §8). */
export const IDEAS_FETCHED = MESSAGES.ideasFetched;
export const NO_SUBMITTED_IDEAS = MESSAGES.noSubmittedIdeas;
export const NO_IDEA_WITH_ID = MESSAGES.noIdea;

/**
 * The idea's place in the hierarchy, top-down: each level must be of its kind and a child of its parent
 * level (when it has one). The web cascades its dropdowns along the same chain.
 */
export const IDEA_HIERARCHY = [
  { field: 'company', kind: 'company', label: 'Company' },
  { field: 'factoryBusinessUnit', kind: 'factoryBusinessUnit', label: 'Location of idea', parent: 'company' },
  { field: 'areaSection', kind: 'areaSection', label: 'Specific location', parent: 'factoryBusinessUnit' },
  { field: 'AICMinibusiness', kind: 'AICMiniBusiness', label: 'AIC mini business', parent: 'areaSection' },
  { field: 'department', kind: 'department', label: 'Department', parent: 'factoryBusinessUnit' },
  { field: 'stage', kind: 'stage', label: 'Stage', parent: 'department' },
  { field: 'firstCut', kind: 'firstCut', label: 'First cut', parent: 'stage' },
  { field: 'secondCut', kind: 'secondCut', label: 'Second cut', parent: 'firstCut' },
] as const;
export type HierarchyField = (typeof IDEA_HIERARCHY)[number]['field'];

export const hierarchyNotFound = (label: string) => messageText('notFound', { label });
export const hierarchyMismatch = (label: string, parentLabel: string) =>
  messageText('notUnderParent', { label, parent: parentLabel.toLowerCase() });

const optionalRef = z.preprocess((v) => (v === '' || v === null ? undefined : v), refInput.optional());
const fileRefs = (max: number) =>
  z
    .array(refInput, { error: MESSAGES.invalidFiles })
    .max(max, messageText('atMostFiles', { max }))
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const ideaSubmissionBody = z.strictObject({
  ideaPresenterType: z.enum(PRESENTER_TYPES, { error: REQUIRED }),
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
  kaizenType: z.enum(KAIZEN_TYPES, { error: REQUIRED }),
  effectOnPQCDSM: z
    .array(z.enum(PQCDSM, { error: MESSAGES.invalidValue }), { error: REQUIRED })
    .min(1, REQUIRED)
    .transform((v) => [...new Set(v)]),
  estimatedAnualSavings: z.number({ error: REQUIRED }).min(0, AMOUNT_MIN).max(1e12, MESSAGES.amountTooLarge),
  ideaText: requiredText(REQUIRED, MIN_IDEA_TEXT, IDEA_TEXT_MIN, MAX_SHORT_TEXT * 5),
  ideaDesc: requiredText(REQUIRED, MIN_IDEA_TEXT, IDEA_TEXT_MIN, MAX_TEXT),
  filesRelated: fileRefs(MAX_RELATED_FILES),
  operatorImg: fileRefs(MAX_OPERATOR_IMAGES),
});
export type IdeaSubmissionInput = z.input<typeof ideaSubmissionBody>;
export type IdeaSubmission = z.output<typeof ideaSubmissionBody>;

export const ideaSubmittedOutput = z.object({ _id: z.string(), ideaNumber: z.number(), message: z.string() });
export type IdeaSubmitted = z.infer<typeof ideaSubmittedOutput>;

export const STATUS_LOOKUP_TYPES = ['employee', 'idea'] as const;
export type StatusLookupType = (typeof STATUS_LOOKUP_TYPES)[number];
/** A number is easy to guess: looking an idea up by it also needs its presenter's code (DESIGN §7). */
export const PRESENTER_CODE_NEEDED = MESSAGES.presenterCodeNeeded;
export const isIdeaNumber = (code: string) => /^\d{1,15}$/.test(code.trim());
export const statusLookupQuery = z
  .object({
    type: z.enum(STATUS_LOOKUP_TYPES, { error: REQUIRED }),
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

/** What the public status lookup shows of an idea: nothing about people or money. */
export const publicIdeaStatus = z.object({
  _id: z.string(),
  ideaNumber: z.number(),
  ideaText: z.string(),
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
