import type { RecordKindDef } from '@fikra/shared';
import { type KindPages, paths } from '../../config/paths';

/** The admin pages of a record kind: its list (at the kind's API path), its add form and its edit form. */
export const recordPages = (def: Pick<RecordKindDef, 'path'>): KindPages => ({
  list: paths.admin.segment(def.path),
  add: paths.admin.segment(`${def.path}/new`),
  edit: paths.admin.segment(`${def.path}/:id/edit`),
});
