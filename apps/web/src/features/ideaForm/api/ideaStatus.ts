import type { IdeaStatusBatch, PublicStatusResponse, StatusLookupType } from '@fikra/shared';
import { api, qs } from '../../../lib/api';

/** GET /v1/idea-crud/status: the ideas of an employee code, or one idea by its number with its presenter's code. */
export const fetchIdeaStatus = ({ type, code, employeeCode }: { type: StatusLookupType; code: string; employeeCode?: string }) =>
  api.get<PublicStatusResponse>(`/idea-crud/status${qs({ type, code, employeeCode })}`, { anonymous: true });

/** POST /v1/idea-crud/status/batch: the public status of the ideas this phone sent, in one request. */
export const fetchStatusBatch = (ids: string[]) =>
  api.post<IdeaStatusBatch>('/idea-crud/status/batch', { ids }, { anonymous: true });
