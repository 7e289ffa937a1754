import type { IdeaOutput, ImportedStatusFilter, ImportPreview, ImportReport, ImportResult, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, downloadFile, qs, uploadForm } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** One page of imported ideas (GET /v1/idea-crud/allImported), with the spec's status filter. */
export const useImportedList = (q: { page: number; limit: number; status: ImportedStatusFilter }) =>
  useQuery({
    queryKey: [...queryKeys.ideas, 'imported', q],
    queryFn: () => api.get<ListEnvelope<IdeaOutput>>(`/idea-crud/allImported${qs(q)}`),
    placeholderData: keepPreviousData,
  });

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** The rows the server read from the file and their problems; nothing is stored (POST /v1/idea-crud/import-file). */
export const usePreviewImport = () =>
  useMutation({ mutationFn: (file: File) => uploadForm<ImportPreview>('/idea-crud/import-file', formOf(file)).done });

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; report: ImportReport };

/** Imports the file: every row or none (POST /v1/idea-crud/import-data); a rejected file answers its per-row report. */
async function importFile(file: File): Promise<ImportOutcome> {
  try {
    return { ok: true, result: await uploadForm<ImportResult>('/idea-crud/import-data', formOf(file)).done };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'IMPORT_REJECTED') {
      return { ok: false, report: err.body as ImportReport };
    }
    throw err;
  }
}

export const useImportFile = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: importFile, onSuccess: () => invalidate(client, queryKeys.ideas, queryKeys.analytics) });
};

export const downloadTemplate = () => downloadFile('/idea-crud/import-template', 'imported-ideas-template.xlsx');
