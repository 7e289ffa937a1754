import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const useCount = (what: 'ideas' | 'users') =>
  useQuery({ queryKey: ['analytics', what], queryFn: () => api.get<{ count: number }>(`/analytics/${what}`) });
