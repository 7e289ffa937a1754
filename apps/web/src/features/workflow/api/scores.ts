import type { IdeaScoreBody, IdeaScoreOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';

/** Creates a score and marks the idea as scored (POST /v1/idea-score). */
export const createScore = (body: IdeaScoreBody) => api.post<IdeaScoreOutput>('/idea-score', body);
export const useCreateScore = () => useMutation({ mutationFn: createScore });

/** Scores, newest first, one page at a time (GET /v1/idea-score/all). */
export const fetchScores = (q: { page: number; limit: number; search?: string }) =>
  api.get<ListEnvelope<IdeaScoreOutput>>(`/idea-score/all${qs(q)}`);
export const useScores = (q: { page: number; limit: number; search?: string }) =>
  useQuery({ queryKey: ['idea-scores', q], queryFn: () => fetchScores(q), placeholderData: keepPreviousData });
