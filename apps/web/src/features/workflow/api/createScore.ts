import type { IdeaScoreBody, IdeaScoreOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidate, queryKeys } from '../../../lib/queryKeys';

/** Creates a score and marks the idea as scored (POST /v1/idea-score). */
export const createScore = (body: IdeaScoreBody) => api.post<IdeaScoreOutput>('/idea-score', body);

export const useCreateScore = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createScore, onSuccess: () => invalidate(client, queryKeys.ideaScores, queryKeys.ideas) });
};
