import type { NamedRef } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Locations of idea for the register form (readable without signing in). */
export const useLocationsOfIdea = () =>
  useQuery({
    queryKey: ['names', 'factoryBusinessUnit'],
    queryFn: () => api.get<{ data: NamedRef[] }>('/factory-businessUnit/names', { anonymous: true }),
  });
