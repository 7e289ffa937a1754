import { type Action, MASTER_DATA_KINDS, type MasterDataKindDef } from '@fikra/shared';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { addSegment, editSegment, listSegments } from './kindRoutes';

const guarded =
  (action: Action, load: () => Promise<ReactNode>): RouteObject['lazy'] =>
  async () => ({
    element: <RequirePermission action={action}>{await load()}</RequirePermission>,
  });

/** For every kind and each of its admin list segments: the list, addX and editX/:id (spec §2). */
function kindRoutes(def: MasterDataKindDef): RouteObject[] {
  return listSegments(def).flatMap((segment) => {
    const list = async () => {
      const { MasterDataListPage } = await import('./pages/MasterDataListPage');
      return <MasterDataListPage key={segment} def={def} segment={segment} />;
    };
    const form = (formKey: string) => async () => {
      const { MasterDataFormPage } = await import('./pages/MasterDataFormPage');
      return <MasterDataFormPage key={formKey} def={def} listSegment={segment} />;
    };
    return [
      { path: segment, lazy: guarded('masterData.list', list) },
      { path: addSegment(segment), lazy: guarded('masterData.create', form(addSegment(segment))) },
      { path: `${editSegment(segment)}/:id`, lazy: guarded('masterData.edit', form(editSegment(segment))) },
    ];
  });
}

export const adminRoutes: RouteObject[] = MASTER_DATA_KINDS.flatMap(kindRoutes);
