import type { IdeaOutput, StatusKey, UpdateStatusBody } from '@fikra/shared';
import { api } from '../../../lib/api';

/** Saves one stage (PUT /v1/idea-crud/updateStatus/:id/:key) with the version the edit started from. */
export const updateStatus = <K extends StatusKey>(id: string, key: K, body: UpdateStatusBody<K>) =>
  api.put<IdeaOutput>(`/idea-crud/updateStatus/${id}/${key}`, body);
