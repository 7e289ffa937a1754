import type { IdeaFieldsUpdateInput, IdeaOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { storeSavedIdea } from './idea';

/**
 * editIdeaFields (PUT /v1/idea-crud/:id): the basic fields (and the operator's photos and related files, when
 * sent) plus the version the edit started from.
 */
export const updateIdeaFields = (id: string, body: IdeaFieldsUpdateInput) => api.put<IdeaOutput>(`/idea-crud/${id}`, body);

export const useUpdateIdeaFields = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdeaFieldsUpdateInput) => updateIdeaFields(id, body),
    onSuccess: (saved) => storeSavedIdea(client, saved),
  });
};
