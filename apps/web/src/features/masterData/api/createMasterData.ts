import type { MasterDataKindDef, MasterDataRecord } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterMasterDataWrite } from './queryKeys';

export type MasterDataBody = { name: { en: string; ar: string } } & Record<string, unknown>;

export const createMasterData = (def: MasterDataKindDef, body: MasterDataBody) =>
  api.post<MasterDataRecord>(`/${def.path}`, body);

export const useCreateMasterData = (def: MasterDataKindDef) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MasterDataBody) => createMasterData(def, body),
    onSuccess: () => afterMasterDataWrite(client),
  });
};
