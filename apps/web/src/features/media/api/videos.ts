import type { ListEnvelope, VideoOutput } from '@fikra/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../../../components/DataTable';
import { api, qs, type UploadOptions, uploadForm } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

export const getVideos = (paging: Paging, search: string) =>
  api.get<ListEnvelope<VideoOutput>>(`/video${qs({ page: paging.page, limit: paging.limit, search })}`);

export const videosQueryOptions = (paging: Paging, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.media, 'videos', paging, search],
    queryFn: () => getVideos(paging, search),
    placeholderData: keepPreviousData,
  });

export const useVideos = (paging: Paging, search: string) => useQuery(videosQueryOptions(paging, search));

/** POST /v1/video: the names first, then the file, so the server reads the names before the bytes. */
export function uploadVideo(names: { nameEn: string; nameAr: string }, file: File, onProgress: UploadOptions['onProgress']) {
  const form = new FormData();
  form.append('nameEn', names.nameEn);
  form.append('nameAr', names.nameAr);
  form.append('file', file);
  return uploadForm<VideoOutput>('/video', form, { onProgress }).done;
}

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/video/${id}`),
    onSuccess: () => invalidate(client, queryKeys.media),
  });
}
