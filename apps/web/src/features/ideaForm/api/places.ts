import type { FormPlaces } from '@fikra/shared';
import { api } from '../../../lib/api';
import { useLoad } from '../../../lib/useLoad';

/** Every place the form can offer, in one answer (GET /v1/idea-crud/places); the service worker keeps the last one. */
export const useFormPlaces = () => useLoad('form-places', () => api.get<FormPlaces>('/idea-crud/places', { anonymous: true }));
