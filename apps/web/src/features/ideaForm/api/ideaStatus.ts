import type { PublicStatusResponse, StatusLookupType } from '@fikra/shared';
import { useMutation } from '@tanstack/react-query';
import { api, qs } from '../../../lib/api';

/** GET /v1/idea-crud/status: 200 with the ideas, or 404 whose message says why (spec §8). */
export const fetchIdeaStatus = ({ type, code, employeeCode }: { type: StatusLookupType; code: string; employeeCode?: string }) =>
  api.get<PublicStatusResponse>(`/idea-crud/status${qs({ type, code, employeeCode })}`, { anonymous: true });

export const useIdeaStatusLookup = () => useMutation({ mutationFn: fetchIdeaStatus });
