import type { ImportReport, RestoreResult } from '@fikra/shared';
import { ApiError, uploadForm } from '../../../lib/api';

export type RestoreAnswer = { ok: true; result: RestoreResult } | { ok: false; report: ImportReport };

/**
 * POST /v1/idea-crud/backup with the one chosen file (spec §7). A 422 is an answer, not a failure: the per-row
 * report of a backup that was not restored.
 */
export async function restoreBackup(file: File, onProgress: (percent: number) => void): Promise<RestoreAnswer> {
  const form = new FormData();
  form.append('file', file);
  try {
    return { ok: true, result: await uploadForm<RestoreResult>('/idea-crud/backup', form, { onProgress }).done };
  } catch (err) {
    if (err instanceof ApiError && err.status === 422 && err.code === 'IMPORT_REJECTED') {
      return { ok: false, report: err.body as ImportReport };
    }
    throw err;
  }
}
