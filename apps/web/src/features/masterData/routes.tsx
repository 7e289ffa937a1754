import { MASTER_DATA_KINDS, type MasterDataKindDef, masterDataListAction } from '@fikra/shared';
import type { RouteObject } from 'react-router';
import { lazyGuarded } from '../../components/lazyGuarded';
import { listSegments, segmentPages } from './kindRoutes';

/**
 * For every kind and each of its admin list segments: the list, addX and editX/:id (spec §2), all under the
 * kind's menu entry. Each route gets its own page component, so moving between them starts the page afresh.
 */
function kindRoutes(def: MasterDataKindDef): RouteObject[] {
  const handle = { menuKey: def.kind };
  return listSegments(def).flatMap((segment) => {
    const pages = segmentPages(segment);
    const list = async () => {
      const { MasterDataListPage } = await import('./pages/MasterDataListPage');
      return () => <MasterDataListPage def={def} segment={segment} />;
    };
    const form = async () => {
      const { MasterDataFormPage } = await import('./pages/MasterDataFormPage');
      return () => <MasterDataFormPage def={def} listSegment={segment} />;
    };
    return [
      { path: pages.list.path, handle, lazy: lazyGuarded(list, masterDataListAction(def.kind)) },
      { path: pages.add.path, handle, lazy: lazyGuarded(form, 'masterData.create') },
      { path: pages.edit.path, handle, lazy: lazyGuarded(form, 'masterData.edit') },
    ];
  });
}

export const adminRoutes: RouteObject[] = MASTER_DATA_KINDS.flatMap(kindRoutes);
