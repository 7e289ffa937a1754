import type { RecordKindDef } from '@fikra/shared';

/** The admin pages of a record kind, relative to /admin: its list, its add form and its edit form. */
export const recordPages = (def: Pick<RecordKindDef, 'path'>) => ({
  list: def.path,
  add: `${def.path}/new`,
  edit: `${def.path}/:id/edit`,
});
