import type { IdeaScoreOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export interface ScoresListParams {
  page: number;
  limit: number;
  search?: string;
  /** one idea's scores */
  idea?: string;
}

/** Scores, newest first, one page at a time (GET /v1/idea-score/all). */
export const listScores = (params: ScoresListParams) =>
  api.get<ListEnvelope<IdeaScoreOutput>>(`/idea-score/all${qs({ ...params })}`);

export const useScoresList = (params: ScoresListParams) =>
  useQuery({
    queryKey: [...queryKeys.ideaScores, 'list', params],
    queryFn: () => listScores(params),
    placeholderData: keepPreviousData,
  });
