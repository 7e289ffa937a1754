import type { DeliveryOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

export interface Paging {
  page: number;
  limit: number;
}

const root = [...queryKeys.notifications, 'deliveries'] as const;

/** The deliveries given up (GET /v1/notifications/deliveries?status=failed). */
export const useFailedDeliveries = (paging: Paging) =>
  useQuery({
    queryKey: [...root, 'failed', paging],
    queryFn: () => api.get<ListEnvelope<DeliveryOutput>>(`/notifications/deliveries${qs({ status: 'failed', ...paging })}`),
    placeholderData: keepPreviousData,
  });

/** How much waits to be sent (the outbox's lag). */
export const useBacklog = () =>
  useQuery({
    queryKey: [...root, 'backlog'],
    queryFn: () =>
      api.get<{
        waitingEvents: number;
        oldestEventSeconds: number;
        pendingDeliveries: number;
        oldestDueSeconds: number;
        failedDeliveries: number;
      }>('/notifications/backlog'),
    refetchInterval: 10_000,
  });

/** "Send again": the delivery goes back in the queue. */
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DeliveryOutput>(`/notifications/deliveries/${id}/retry`),
    onSuccess: () => invalidate(client, queryKeys.notifications),
  });
}
