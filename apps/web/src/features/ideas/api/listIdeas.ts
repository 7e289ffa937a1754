import type { IdeaListRequest, IdeaOutput, ListEnvelope } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ideasKeys } from './queryKeys';

/** The filtered, paginated ideas list (POST /v1/idea-crud/all with the filter body of DESIGN §4). */
export const listIdeas = (body: IdeaListRequest) => api.post<ListEnvelope<IdeaOutput>>('/idea-crud/all', body);

export const useIdeasList = (body: IdeaListRequest) =>
  useQuery({ queryKey: ideasKeys.list(body), queryFn: () => listIdeas(body), placeholderData: keepPreviousData });
