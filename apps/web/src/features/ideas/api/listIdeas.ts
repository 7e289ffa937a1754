import type { IdeaCompactPage, IdeaExpandedPage, IdeaListViewRequest } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ideasKeys } from './queryKeys';

/** One page of the table shown: the compact or expanded view (POST /v1/idea-crud/all, filter body of DESIGN §4). */
export type IdeasTablePage = IdeaCompactPage | IdeaExpandedPage;

/**
 * The filtered, paginated ideas list in the table's view: only its columns, with the names its rows refer to.
 * Whatever needs more of an idea (edit pages, workflow, print) reads the full record (api/idea.ts).
 */
export const listIdeas = (body: IdeaListViewRequest & { view: IdeasTablePage['view'] }) =>
  api.post<IdeasTablePage>('/idea-crud/all', body);

export const useIdeasList = (body: IdeaListViewRequest & { view: IdeasTablePage['view'] }) =>
  useQuery({ queryKey: ideasKeys.list(body), queryFn: () => listIdeas(body), placeholderData: keepPreviousData });
