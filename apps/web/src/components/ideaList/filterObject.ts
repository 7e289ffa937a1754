import {
  type HierarchyField,
  IDEA_HIERARCHY,
  type IdeaFilter,
  ideaFilter,
  type ReplicationType,
  replicationTypesOf,
  STATUS_KEYS,
  type StatusKey,
} from '@fikra/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The spec's localStorage key for the ideas list filters (spec §2, §9). */
export const FILTER_STORAGE_KEY = 'filterObject';
const NEW_IDEAS_KEY = 'status.evaluated.value';

/** What the filter panel edits; the 'view new ideas' toggle lives beside it. */
export interface IdeaFilterForm {
  stages: StatusKey[];
  replicationTypes: ReplicationType[];
  /** the chosen records of each level of the place (company, factory, specific location, …) */
  places: Partial<Record<HierarchyField, string[]>>;
  dates: [Dayjs, Dayjs] | null;
}

/**
 * The filter body of DESIGN §4 from the panel: each chosen stage as `status.<stage>.value: true`, empty `in`
 * lists left out (spec §5), the date range from the start of its first day to the end of its last. The
 * 'view new ideas' toggle (`status.evaluated.value: false`) is kept as it was.
 */
export function toFilterBody(form: IdeaFilterForm, newOnly: boolean): IdeaFilter {
  const body: IdeaFilter = {};
  for (const { field } of IDEA_HIERARCHY) {
    const ids = form.places[field] ?? [];
    if (ids.length) body[`${field}._id`] = { in: ids };
  }
  const types = form.replicationTypes;
  // one type as the spec's single value, several as { in }
  if (types.length) body['status.replicated.type'] = types.length === 1 ? types[0] : { in: types };
  for (const stage of form.stages) body[`status.${stage}.value`] = true;
  if (newOnly) body[NEW_IDEAS_KEY] = false;
  if (form.dates)
    body.createdAt = { gte: form.dates[0].startOf('day').toISOString(), lte: form.dates[1].endOf('day').toISOString() };
  return body;
}

/** The panel's values for a filter body (restoring the saved filterObject). */
export function toFilterForm(body: IdeaFilter): IdeaFilterForm {
  const { gte, lte } = body.createdAt ?? {};
  return {
    stages: STATUS_KEYS.filter((stage) => body[`status.${stage}.value`] === true),
    replicationTypes: replicationTypesOf(body['status.replicated.type']),
    places: Object.fromEntries(
      IDEA_HIERARCHY.flatMap(({ field }) => (body[`${field}._id`]?.in.length ? [[field, body[`${field}._id`]?.in]] : [])),
    ),
    dates: gte && lte ? [dayjs(gte), dayjs(lte)] : null,
  };
}

export const isNewIdeasOnly = (body: IdeaFilter) => body[NEW_IDEAS_KEY] === false;

/** The body with the 'view new ideas' toggle switched on or off (a chosen 'evaluated' stage gives way to it). */
export function withNewIdeasOnly(body: IdeaFilter, on: boolean): IdeaFilter {
  const { [NEW_IDEAS_KEY]: _evaluated, ...rest } = body;
  return on ? { ...rest, [NEW_IDEAS_KEY]: false } : rest;
}

/** The saved filters; anything unreadable or no longer valid counts as no filter. */
export function loadFilterObject(): IdeaFilter {
  try {
    const parsed = ideaFilter.safeParse(JSON.parse(localStorage.getItem(FILTER_STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveFilterObject(body: IdeaFilter) {
  if (Object.keys(body).length) localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify(body));
  else localStorage.removeItem(FILTER_STORAGE_KEY);
}
