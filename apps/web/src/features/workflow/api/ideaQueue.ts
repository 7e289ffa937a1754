import type { DecisionStage, IdeaQueueResponse } from '@fikra/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export interface QueueParams {
  page: number;
  limit: number;
  stage?: DecisionStage;
}

/** The ideas waiting for the signed-in user's decision, oldest first (GET /v1/idea-crud/queue). */
export const getQueue = (params: QueueParams) => api.get<IdeaQueueResponse>(`/idea-crud/queue${qs({ ...params })}`);

export const queueQueryOptions = (params: QueueParams) =>
  queryOptions({
    queryKey: [...queryKeys.ideaQueue, params],
    queryFn: () => getQueue(params),
    placeholderData: keepPreviousData,
  });

export const useQueue = (params: QueueParams) => useQuery(queueQueryOptions(params));
