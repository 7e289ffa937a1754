import { type Action, RECORD_KINDS, type RecordKindDef } from '@fikra/shared';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { menuOf, paths } from '../../config/paths';
import { recordPages } from './kindPaths';

const guarded =
  (action: Action, load: () => Promise<ReactNode>): RouteObject['lazy'] =>
  async () => ({ element: <RequirePermission action={action}>{await load()}</RequirePermission> });

/** For every kind of the table: its list, its add form and its edit form (one generic page pair). */
function kindRoutes(def: RecordKindDef): RouteObject[] {
  const handle = menuOf(paths.admin.segment(def.path));
  const list = async () => {
    const { RecordsListPage } = await import('./pages/RecordsListPage');
    return <RecordsListPage key={def.kind} def={def} />;
  };
  const form = (mode: string) => async () => {
    const { RecordFormPage } = await import('./pages/RecordFormPage');
    return <RecordFormPage key={`${def.kind}-${mode}`} def={def} />;
  };
  const pages = recordPages(def);
  return [
    { path: pages.list, handle, lazy: guarded(def.access.read, list) },
    { path: pages.add, handle, lazy: guarded(def.access.create, form('new')) },
    { path: pages.edit, handle, lazy: guarded(def.access.edit, form('edit')) },
  ];
}

export const adminRoutes: RouteObject[] = RECORD_KINDS.flatMap(kindRoutes);
