/*
 * The public idea form's shape without its check (zod): what the shop-floor entry reads to draw the form, kept
 * apart from schemas/ideaSubmission.ts so that drawing the form does not load zod (issue 28, decision 039).
 */
export const MAX_RELATED_FILES = 10;
export const MAX_OPERATOR_IMAGES = 5;

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

/** Status lookup (spec §8): by employee code or by idea number. */
export const STATUS_LOOKUP_TYPES = ['employee', 'idea'] as const;
export type StatusLookupType = (typeof STATUS_LOOKUP_TYPES)[number];

export const isIdeaNumber = (code: string) => /^\d{1,15}$/.test(code.trim());

/** Similar titles are looked for once this many characters are typed (issue 18). */
export const SIMILAR_TEXT_MIN = 3;

/** How many of the ideas a phone sent it asks the status of at once (issue 27). */
export const MAX_STATUS_BATCH = 50;
