import type { MasterDataKindDef } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterMasterDataWrite } from './queryKeys';

export const deleteMasterData = (def: MasterDataKindDef, id: string) => api.del<{ _id: string }>(`/${def.path}/${id}`);

export const useDeleteMasterData = (def: MasterDataKindDef) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMasterData(def, id),
    onSuccess: () => afterMasterDataWrite(client),
  });
};
