import type { NamedRef } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usersKeys } from './queryKeys';

/** Companies or factory business units for the edit-user dropdowns (GET /company/names, /factory-businessUnit/names). */
export const getLocationNames = (path: 'company' | 'factory-businessUnit') => api.get<{ data: NamedRef[] }>(`/${path}/names`);

export const useLocationNames = (path: 'company' | 'factory-businessUnit') =>
  useQuery({ queryKey: usersKeys.locations(path), queryFn: () => getLocationNames(path) });
