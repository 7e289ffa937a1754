import { DOCUMENT_PATHS, type DocumentKind, type DocumentOutput, type ListEnvelope } from '@fikra/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type UploadOptions, uploadFile } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

const base = (kind: DocumentKind) => `/${DOCUMENT_PATHS[kind]}`;

/** The newest document of a kind, or null (GET lists newest first; the first is what the public sees). */
export async function getCurrentDocument(kind: DocumentKind): Promise<DocumentOutput | null> {
  const list = await api.get<ListEnvelope<DocumentOutput>>(`${base(kind)}?limit=10`);
  return list.data[0] ?? null;
}

export const currentDocumentQueryOptions = (kind: DocumentKind) =>
  queryOptions({ queryKey: [...queryKeys.media, 'documents', kind], queryFn: () => getCurrentDocument(kind) });

export const useCurrentDocument = (kind: DocumentKind) => useQuery(currentDocumentQueryOptions(kind));

/**
 * Spec §7: upload the PDF (purpose pdf, with progress), then create the record with `{ fileId }`, or replace
 * the file of the current one with PUT.
 */
export async function uploadDocument(
  kind: DocumentKind,
  file: File,
  current: DocumentOutput | null,
  onProgress: UploadOptions['onProgress'],
): Promise<DocumentOutput> {
  const stored = await uploadFile('pdf', file, { onProgress }).done;
  if (current) return api.put<DocumentOutput>(`${base(kind)}/${current._id}`, { fileId: stored._id, version: current.version });
  return api.post<DocumentOutput>(base(kind), { fileId: stored._id });
}

export const deleteDocument = (kind: DocumentKind, id: string) => api.del(`${base(kind)}/${id}`);

export function useDeleteDocument(kind: DocumentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(kind, id),
    onSuccess: () => invalidate(client, queryKeys.media),
  });
}
