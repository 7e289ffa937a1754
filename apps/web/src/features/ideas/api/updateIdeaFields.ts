import type { IdeaFieldsUpdateInput, IdeaOutput } from '@fikra/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSavedIdea } from '../../../api/idea';
import { api } from '../../../lib/api';

/** editIdeaFields (PUT /v1/idea-crud/:id): the basic fields plus the version the edit started from. */
export const updateIdeaFields = (id: string, body: IdeaFieldsUpdateInput) => api.put<IdeaOutput>(`/idea-crud/${id}`, body);

export const useUpdateIdeaFields = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdeaFieldsUpdateInput) => updateIdeaFields(id, body),
    onSuccess: (saved) => storeSavedIdea(client, saved),
  });
};
