import { SIMILAR_TEXT_MIN, type SimilarIdeasResponse } from '@fikra/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, qs } from '../lib/api';
import { queryKeys } from '../lib/queryKeys';

const DEBOUNCE_MS = 400;

/** The value once it has stopped changing for a moment (typing). */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Ideas of the unit that look like the text (GET /v1/idea-crud/similar), asked for once typing pauses.
 * `anonymous` on the public form; staff send their token and also get the ideas' ids.
 */
export function useSimilarIdeas(
  input: { text?: string; factoryBusinessUnit?: string; exclude?: string },
  opts: { anonymous?: boolean } = {},
) {
  const text = useSettled((input.text ?? '').trim());
  const unit = input.factoryBusinessUnit;
  return useQuery({
    queryKey: [...queryKeys.ideas, 'similar', unit, text, input.exclude],
    queryFn: ({ signal }) =>
      api.get<SimilarIdeasResponse>(`/idea-crud/similar${qs({ text, factoryBusinessUnit: unit, exclude: input.exclude })}`, {
        anonymous: opts.anonymous,
        signal,
      }),
    enabled: !!unit && text.length >= SIMILAR_TEXT_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
