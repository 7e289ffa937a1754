import type { MasterDataKindDef } from '@fikra/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';

/** Saves every record of the kind as a JSON file (GET /<path>/backup). */
export const downloadMasterDataBackup = (def: MasterDataKindDef) =>
  downloadFile(`/${def.path}/backup`, `${def.kind}-backup-${new Date().toISOString().slice(0, 10)}.json`);

export const useDownloadBackup = (def: MasterDataKindDef) => useMutation({ mutationFn: () => downloadMasterDataBackup(def) });
