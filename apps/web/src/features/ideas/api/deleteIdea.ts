import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ideasKeys } from './queryKeys';

export const deleteIdea = (id: string) => api.del<{ _id: string }>(`/idea-crud/${id}`);

export const useDeleteIdea = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteIdea, onSuccess: () => client.invalidateQueries({ queryKey: ideasKeys.all }) });
};
