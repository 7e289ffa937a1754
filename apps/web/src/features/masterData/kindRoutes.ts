import type { MasterDataKindDef } from '@fikra/shared';
import { paths } from '../../config/paths';

const pascal = (segment: string) => segment[0].toUpperCase() + segment.slice(1);

/** Admin list segments of a kind: its own and its aliases (/admin/factoryBusinessUnit, /admin/factory). */
export const listSegments = (def: MasterDataKindDef) => [def.kind, ...def.aliasRoutes];

/** Form routes of a list segment (spec §2): addFactory, editFactory/:id, addMiniBusiness, ... */
export const addSegment = (listSegment: string) => `add${pascal(listSegment)}`;
export const editSegment = (listSegment: string) => `edit${pascal(listSegment)}/:id`;

/** The pages of one list segment: the list and its add and edit forms. */
export const segmentPages = (listSegment: string) => ({
  list: paths.admin.segment(listSegment),
  add: paths.admin.segment(addSegment(listSegment)),
  edit: paths.admin.segment(editSegment(listSegment)),
});

/** The list spec §2 returns to after saving: factory -> /admin/factory, specific location -> /admin/miniBusiness. */
export const returnPath = (def: MasterDataKindDef) => paths.admin.segment(def.aliasRoutes[0] ?? def.kind).href();
