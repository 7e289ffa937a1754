import { z } from 'zod';
import { DECISION_STAGES } from '../domain/idea.js';
import { STAGE_DECISIONS } from '../domain/ideaStage.js';
import { bilingualName, listEnvelope } from './common.js';
import { ideaOutput } from './ideaOutput.js';

/**
 * The ideas list's views (issue 17, decision 020): `compact` and `expanded` carry only what the admin table of
 * that name shows; without a view the list returns full records (as before: other callers keep their content).
 * The full record of one idea is GET /v1/idea-crud/:id.
 */
export const IDEA_LIST_VIEWS = ['compact', 'expanded'] as const;
export type IdeaListView = (typeof IDEA_LIST_VIEWS)[number];
export const ideaListView = z.enum(IDEA_LIST_VIEWS);

const fileRef = z.object({ _id: z.string(), filename: z.string(), contentType: z.string() });

/**
 * A row of the compact table: number, idea text, factory, employee name, status badges, related files and the
 * first before/after photo. References are ids whose names are in the page's `names` (read once per page).
 * Keys that would be empty are left out, so a page of 25 stays under 10 KB.
 */
export const ideaCompactRow = z.object({
  _id: z.string(),
  ideaNumber: z.number(),
  ideaText: z.string(),
  employeeName: z.string(),
  factoryBusinessUnit: z.string().nullable().describe('id; its name is in the page’s `names`'),
  decisions: z
    .array(z.enum(STAGE_DECISIONS))
    .length(DECISION_STAGES.length)
    .describe(`each decision stage's badge, in the order ${DECISION_STAGES.join(', ')}`),
  replicationStatus: z.string(),
  reasons: z
    .partialRecord(z.enum(DECISION_STAGES), z.string())
    .optional()
    .describe('reason of denial or of hold of a rejected or held stage'),
  filesRelated: z.array(fileRef).optional(),
  operatorImg: z.string().optional().describe('file id of the first photo the operator sent with the idea'),
  before: z.string().optional().describe('file id of the first photo before implementation'),
  after: z.string().optional().describe('file id of the first photo after implementation'),
});
export type IdeaCompactRow = z.infer<typeof ideaCompactRow>;

/** A row of the expanded table: the compact row and the columns the expanded table adds (spec §2). */
export const ideaExpandedRow = ideaCompactRow.extend({
  areaSection: z.string().nullable().describe('id; its name is in the page’s `names`'),
  effectOnPQCDSM: z.array(z.string()),
  employeeCode: z.string(),
  kaizenType: z.string(),
  estimatedAnualSavings: z.number(),
  createdAt: z.string(),
  replicatedFrom: z.string().nullable(),
  totalTicks: z.number(),
  priority: z.string(),
  evaluatedBy: z.string().nullable(),
  managerSavings: z.object({ amount: z.number(), type: z.string() }),
  approvedBy: z.string().nullable(),
  cost: z.number(),
  savings: z.number(),
  ROI: z.number().nullable(),
  reward: z.number(),
});
export type IdeaExpandedRow = z.infer<typeof ideaExpandedRow>;

/** The names of the master data a page's rows refer to, by id. */
const pageNames = z.record(z.string(), bilingualName);

export const ideaCompactPage = listEnvelope(ideaCompactRow).extend({ view: z.literal('compact'), names: pageNames });
export const ideaExpandedPage = listEnvelope(ideaExpandedRow).extend({ view: z.literal('expanded'), names: pageNames });
export const ideaFullPage = listEnvelope(ideaOutput).extend({ view: z.literal('full') });
export type IdeaCompactPage = z.infer<typeof ideaCompactPage>;
export type IdeaExpandedPage = z.infer<typeof ideaExpandedPage>;

/** GET and POST /v1/idea-crud/all: one of the three, told apart by `view`. */
export const ideaListResponse = z.discriminatedUnion('view', [ideaCompactPage, ideaExpandedPage, ideaFullPage]);
/** What the list returns (a full page's rows are IdeaOutput). */
export type IdeaListResponse = z.infer<typeof ideaListResponse>;
