/**
 * The table of master-data kinds (DESIGN §5). One generic module on the server and one on the web serve
 * every row; adding a kind means adding a row here (and its i18n labels).
 */
export interface MasterDataKindDef {
  /** stable key, also the admin list route segment: /admin/<kind> */
  kind: string;
  /** API path under /v1 */
  path: string;
  /** other API paths that answer the same data */
  aliasPaths: readonly string[];
  /** other admin list segments that show the same list */
  aliasRoutes: readonly string[];
  /** parent field name in requests/responses, and the kind it points at */
  parent?: { field: string; kind: string };
  /** `/names` readable without signing in (needed by public forms) */
  publicNames: boolean;
  /** offers a JSON backup download */
  backup: boolean;
  /** the label used in the spec's validation messages: "Please enter <label> name in English" */
  messageLabel: string;
  /** the record can carry a logo image (a company's, printed on the kaizen journal) */
  hasLogo?: boolean;
}

export const MASTER_DATA_KINDS = [
  {
    kind: 'company',
    path: 'company',
    aliasPaths: [],
    aliasRoutes: [],
    publicNames: true,
    backup: false,
    messageLabel: 'Company',
    hasLogo: true,
  },
  {
    kind: 'factoryBusinessUnit',
    path: 'factory-businessUnit',
    aliasPaths: ['factory'],
    aliasRoutes: ['factory'],
    parent: { field: 'companies', kind: 'company' },
    publicNames: true,
    backup: true,
    messageLabel: 'Location of idea',
  },
  {
    kind: 'areaSection',
    path: 'area-section',
    aliasPaths: ['mini-business'],
    aliasRoutes: ['miniBusiness'],
    parent: { field: 'factoryBusinessUnit', kind: 'factoryBusinessUnit' },
    publicNames: true,
    backup: true,
    messageLabel: 'Specific location',
  },
  {
    kind: 'AICMiniBusiness',
    path: 'AIC-minibusiness',
    aliasPaths: [],
    aliasRoutes: [],
    parent: { field: 'areaSection', kind: 'areaSection' },
    publicNames: true,
    backup: false,
    messageLabel: 'Minibusiness',
  },
  {
    kind: 'department',
    path: 'department',
    aliasPaths: [],
    aliasRoutes: [],
    parent: { field: 'factories', kind: 'factoryBusinessUnit' },
    publicNames: true,
    backup: false,
    messageLabel: 'Department',
  },
  {
    kind: 'stage',
    path: 'stage',
    aliasPaths: [],
    aliasRoutes: [],
    parent: { field: 'departments', kind: 'department' },
    publicNames: true,
    backup: false,
    messageLabel: 'Stage',
  },
  {
    kind: 'firstCut',
    path: 'first-cut',
    aliasPaths: [],
    aliasRoutes: [],
    parent: { field: 'stages', kind: 'stage' },
    publicNames: true,
    backup: false,
    messageLabel: 'First cut',
  },
  {
    kind: 'secondCut',
    path: 'second-cut',
    aliasPaths: [],
    aliasRoutes: [],
    parent: { field: 'firstCuts', kind: 'firstCut' },
    publicNames: true,
    backup: false,
    messageLabel: 'Second cut',
  },
] as const satisfies readonly MasterDataKindDef[];

export type MasterDataKind = (typeof MASTER_DATA_KINDS)[number]['kind'];

export function masterDataKind(kind: string): MasterDataKindDef | undefined {
  return MASTER_DATA_KINDS.find((k) => k.kind === kind);
}
