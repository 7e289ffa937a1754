import type { QrResolved } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** The place a poster's token names (GET /v1/qr/resolve/:token), by the form's field names. */
export const useQrPlace = (token: string | null) =>
  useQuery({
    queryKey: [...queryKeys.masterData, 'qr-resolve', token],
    queryFn: () => api.get<QrResolved>(`/qr/resolve/${encodeURIComponent(token as string)}`, { anonymous: true }),
    enabled: !!token,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
