import { RECORD_KINDS, type RecordKindDef } from '@fikra/shared';
import type { RouteObject } from 'react-router';
import { listFormRoutes } from '../../components/kindRoutes';
import { menuOf, paths } from '../../config/paths';
import { RecordsModuleGate } from './components/RecordsModuleGate';
import { recordPages } from './kindPaths';

/**
 * For every kind of the table: its list, its add form and its edit form (one generic page pair); the kinds of the
 * optional records module show that it is off while the plant's settings have it off.
 */
function kindRoutes(def: RecordKindDef): RouteObject[] {
  return listFormRoutes({
    pages: recordPages(def),
    handle: menuOf(paths.admin.segment(def.path)),
    list: async () => {
      const { RecordsListPage } = await import('./pages/RecordsListPage');
      return () => (
        <RecordsModuleGate def={def}>
          <RecordsListPage key={def.kind} def={def} />
        </RecordsModuleGate>
      );
    },
    form: async () => {
      const { RecordFormPage } = await import('./pages/RecordFormPage');
      return () => (
        <RecordsModuleGate def={def}>
          <RecordFormPage key={def.kind} def={def} />
        </RecordsModuleGate>
      );
    },
    actions: { list: def.access.read, create: def.access.create, edit: def.access.edit },
  });
}

export const adminRoutes: RouteObject[] = RECORD_KINDS.flatMap(kindRoutes);
