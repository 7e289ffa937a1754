import type { MasterDataKindDef, MasterDataRecord } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MasterDataBody } from './createMasterData';
import { afterMasterDataWrite } from './queryKeys';

export const updateMasterData = (def: MasterDataKindDef, id: string, body: MasterDataBody & { version: number }) =>
  api.put<MasterDataRecord>(`/${def.path}/${id}`, body);

export const useUpdateMasterData = (def: MasterDataKindDef, id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MasterDataBody & { version: number }) => updateMasterData(def, id, body),
    onSuccess: () => afterMasterDataWrite(client),
  });
};
