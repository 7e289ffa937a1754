import { MASTER_DATA_KINDS, type MasterDataKindDef, masterDataListAction } from '@fikra/shared';
import type { RouteObject } from 'react-router';
import { listFormRoutes } from '../../components/kindRoutes';
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
    return listFormRoutes({
      pages,
      handle,
      list,
      form,
      actions: { list: masterDataListAction(def.kind), create: 'masterData.create', edit: 'masterData.edit' },
    });
  });
}

export const adminRoutes: RouteObject[] = MASTER_DATA_KINDS.flatMap(kindRoutes);
