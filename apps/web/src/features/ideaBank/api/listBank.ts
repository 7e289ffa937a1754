import type { IdeaBankRequest, IdeaBankSource, IdeaOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** One page of an idea bank (POST /v1/idea-crud/bank/:source, the ideas list's body and the spread filter). */
export const useBankList = (source: IdeaBankSource, body: IdeaBankRequest) =>
  useQuery({
    queryKey: [...queryKeys.ideas, 'bank', source, body],
    queryFn: () => api.post<ListEnvelope<IdeaOutput>>(`/idea-crud/bank/${source}`, body),
    placeholderData: keepPreviousData,
  });
