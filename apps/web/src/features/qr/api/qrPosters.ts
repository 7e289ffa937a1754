import type { QrPoster, QrSheet } from '@fikra/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** A poster's address and place (GET /v1/qr/:id); it follows the master data, so it lives under that root. */
export const qrPosterQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.masterData, 'qr', id], queryFn: () => api.get<QrPoster>(`/qr/${id}`) });

/** A poster for a unit and every place under it (GET /v1/qr/sheet/:id). */
export const qrSheetQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.masterData, 'qr-sheet', id], queryFn: () => api.get<QrSheet>(`/qr/sheet/${id}`) });

export const useQrPoster = (id: string) => useQuery(qrPosterQueryOptions(id));
export const useQrSheet = (id: string) => useQuery(qrSheetQueryOptions(id));
