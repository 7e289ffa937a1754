import type { RecordKindDef } from '@fikra/shared';

/** Admin paths of a kind: its list, add form and edit form. The list segment is the kind's API path. */
export const recordPaths = {
  list: (def: RecordKindDef) => `/admin/${def.path}`,
  add: (def: RecordKindDef) => `/admin/${def.path}/new`,
  edit: (def: RecordKindDef, id: string) => `/admin/${def.path}/${id}/edit`,
};
