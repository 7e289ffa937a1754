import { z } from 'zod';
import { REPLICATION_TYPES, type ReplicationType, STATUS_KEYS } from '../domain/idea.js';
import { IDEA_HIERARCHY, MAX_OPERATOR_IMAGES, MAX_RELATED_FILES } from '../domain/ideaForm.js';
import { MESSAGES, messageText } from '../messages.js';
import { pageQuery, storableDate, uuid, versionField } from './common.js';
import { ideaListView } from './ideaListViews.js';
import { fileRefList, ideaSubmissionBody } from './ideaSubmission.js';

/** Sorts of the admin ideas list: field ascending, or descending with a leading '-'. Default newest first. */
export const IDEA_SORT_FIELDS = ['createdAt', 'ideaNumber', 'priority', 'totalTicks', 'savings'] as const;
export type IdeaSortField = (typeof IDEA_SORT_FIELDS)[number];
export const IDEA_SORTS = IDEA_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const) as readonly (
  | IdeaSortField
  | `-${IdeaSortField}`
)[];
export type IdeaSort = (typeof IDEA_SORTS)[number];
export const DEFAULT_IDEA_SORT: IdeaSort = '-createdAt';

const ideaSort = z
  .enum(IDEA_SORTS as [IdeaSort, ...IdeaSort[]], { error: messageText('sortOneOf', { values: IDEA_SORTS.join(', ') }) })
  .default(DEFAULT_IDEA_SORT);

/** `{ in: [...] }`; an empty list means "no restriction" (spec §5: empty 'in' filters are dropped). */
const idIn = z.strictObject({ in: z.array(uuid).max(1000) });

const dateBound = storableDate(MESSAGES.invalidDate);

const replicationType = z.enum(REPLICATION_TYPES);
/** One replication type (the spec's form) or several, `{ in: [...] }` like the place levels (issue 30). */
const replicationFilter = z.union([
  replicationType,
  z.strictObject({ in: z.array(replicationType).min(1).max(REPLICATION_TYPES.length) }),
]);
/** The replication types a filter asks for, one or several, as a list. */
export const replicationTypesOf = (value: z.infer<typeof replicationFilter> | undefined): ReplicationType[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value.in;

/** `status.<key>.value` for every stage of spec §3, each optional true|false. */
const stageValueKeys = Object.fromEntries(STATUS_KEYS.map((k) => [`status.${k}.value`, z.boolean().optional()])) as {
  [K in (typeof STATUS_KEYS)[number] as `status.${K}.value`]: z.ZodOptional<z.ZodBoolean>;
};

/** `<level>._id: { in }` for every level of the idea's place (spec §3: "each hierarchy level"). */
export const HIERARCHY_FILTER_KEYS = IDEA_HIERARCHY.map((level) => `${level.field}._id` as const);
export type HierarchyFilterKey = (typeof HIERARCHY_FILTER_KEYS)[number];
const hierarchyKeys = Object.fromEntries(HIERARCHY_FILTER_KEYS.map((key) => [key, idIn.optional()])) as {
  [K in HierarchyFilterKey]: z.ZodOptional<typeof idIn>;
};

/**
 * The ideas filter body of DESIGN §4, exactly the spec's keys. Unknown keys are refused (400).
 * `status.evaluated.value: false` is the "view new ideas" toggle.
 */
export const ideaFilter = z.strictObject({
  ...hierarchyKeys,
  'status.replicated.type': replicationFilter.optional(),
  ...stageValueKeys,
  createdAt: z.strictObject({ gte: dateBound.optional(), lte: dateBound.optional() }).optional(),
});
export type IdeaFilter = z.infer<typeof ideaFilter>;

/** POST /v1/idea-crud/all: filters plus search, page, limit and sort. */
export const ideaListBody = ideaFilter.extend({
  search: pageQuery.shape.search,
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
  sort: ideaSort,
});
export type IdeaListBody = z.infer<typeof ideaListBody>;
/** What a client sends (defaults may be left out). */
export type IdeaListRequest = z.input<typeof ideaListBody>;

/**
 * POST /v1/idea-crud/all: the list body plus the view (compact or expanded table; none: full records). The
 * export and the idea banks take ideaListBody, without a view: they keep full content.
 */
export const ideaListViewBody = ideaListBody.extend({ view: ideaListView.optional() });
export type IdeaListViewBody = z.infer<typeof ideaListViewBody>;
export type IdeaListViewRequest = z.input<typeof ideaListViewBody>;

/** GET /v1/idea-crud/all: no filters, only search, page, limit, sort and the view. */
export const ideaListQuery = pageQuery.extend({ sort: ideaSort, view: ideaListView.optional() });

/** Language of an export: `?lang=ar|en` (otherwise Accept-Language, then Arabic). */
export const exportQuery = z.object({ lang: z.enum(['ar', 'en']).optional() });

/**
 * PUT /v1/idea-crud/:id (editIdeaFields, ADMIN): the idea's basic fields with the same rules and messages as
 * the public submission, plus the version the edit started from. The operator's photos and the related files
 * replace what is stored when sent (issue 30: a forgotten photo, a wrong file) and stay as they are when left out.
 */
export const ideaFieldsUpdateBody = ideaSubmissionBody.extend({
  filesRelated: fileRefList(MAX_RELATED_FILES).optional(),
  operatorImg: fileRefList(MAX_OPERATOR_IMAGES).optional(),
  version: versionField,
});

/** What GET /v1/idea-crud/:id returns that the server computes or keeps: sent back, it is ignored. */
export const IDEA_READ_ONLY_FIELDS = [
  '_id',
  'ideaNumber',
  'quarter',
  'year',
  'date',
  'imported',
  'ideaCode',
  'status',
  'replicationStatus',
  'totalTicks',
  'priority',
  'evaluatedBy',
  'approvedBy',
  'cost',
  'savings',
  'ROI',
  'reward',
  'canBeReplicated',
  'replicatedFrom',
  'duplicateOf',
  'hasScore',
  'opl',
  'history',
  'createdAt',
  'updatedAt',
] as const;

/** What the server validates PUT /v1/idea-crud/:id with: the fields, or the whole idea as GET returns it. */
export const ideaFieldsUpdateRequestBody = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of IDEA_READ_ONLY_FIELDS) delete out[field];
  // GET says null for a phone nobody gave
  if (out.employeePhone === null) delete out.employeePhone;
  return out;
}, ideaFieldsUpdateBody);
export type IdeaFieldsUpdate = z.output<typeof ideaFieldsUpdateBody>;
export type IdeaFieldsUpdateInput = z.input<typeof ideaFieldsUpdateBody>;
