import type { DeliveryOutput, ListEnvelope, WebhookCreateBody, WebhookOutput } from '@fikra/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';
import type { Paging } from './deliveries';

const root = [...queryKeys.notifications, 'webhooks'] as const;

export const useWebhooks = (paging: Paging) =>
  useQuery({
    queryKey: [...root, 'list', paging],
    queryFn: () => api.get<ListEnvelope<WebhookOutput>>(`/webhooks${qs({ ...paging })}`),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (id: string | undefined, paging: Paging) =>
  useQuery({
    queryKey: [...root, 'deliveries', id, paging],
    queryFn: () => api.get<ListEnvelope<DeliveryOutput>>(`/webhooks/${id}/deliveries${qs({ ...paging })}`),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });

export interface WebhookEdit {
  url: string;
  events: string[];
  enabled: boolean;
  version: number;
}

/** Add, edit, delete and test: every write refreshes the webhooks and their logs. */
export function useWebhookWrites() {
  const client = useQueryClient();
  const onSuccess = () => invalidate(client, queryKeys.notifications);
  return {
    create: useMutation({
      mutationFn: (body: WebhookCreateBody) => api.post<WebhookOutput & { secret: string }>('/webhooks', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: WebhookEdit & { id: string }) => api.put<WebhookOutput>(`/webhooks/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.del<null>(`/webhooks/${id}`), onSuccess }),
    test: useMutation({ mutationFn: (id: string) => api.post<DeliveryOutput>(`/webhooks/${id}/test`), onSuccess }),
  };
}
