import type { MasterDataKindDef } from '@fikra/shared';

const pascal = (segment: string) => segment[0].toUpperCase() + segment.slice(1);

/** Admin list segments of a kind: its own and its aliases (/admin/factoryBusinessUnit, /admin/factory). */
export const listSegments = (def: MasterDataKindDef) => [def.kind, ...def.aliasRoutes];

/** The list spec §2 returns to after saving: factory -> /admin/factory, specific location -> /admin/miniBusiness. */
export const returnPath = (def: MasterDataKindDef) => `/admin/${def.aliasRoutes[0] ?? def.kind}`;

/** Form routes of a list segment (spec §2): addFactory, editFactory/:id, addMiniBusiness, ... */
export const addSegment = (listSegment: string) => `add${pascal(listSegment)}`;
export const editSegment = (listSegment: string) => `edit${pascal(listSegment)}`;
