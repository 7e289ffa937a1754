import { SIMILAR_TEXT_MIN, type SimilarIdeasResponse } from '@fikra/shared';
import { api, qs } from '../../../lib/api';
import { useLoad, useSettled } from '../../../lib/useLoad';

/** Titles of the unit's ideas that look like the one being typed (GET /v1/idea-crud/similar), once typing pauses. */
export function useSimilarTitles(text: string, factoryBusinessUnit: string | undefined) {
  const settled = useSettled(text.trim(), 400);
  const key = factoryBusinessUnit && settled.length >= SIMILAR_TEXT_MIN ? `similar:${factoryBusinessUnit}:${settled}` : null;
  return useLoad(key, () =>
    api.get<SimilarIdeasResponse>(`/idea-crud/similar${qs({ text: settled, factoryBusinessUnit })}`, { anonymous: true }),
  );
}
