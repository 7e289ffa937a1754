import type { AnalyticsFiltersInput } from '@fikra/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const KEYS = ['company', 'factoryBusinessUnit', 'from', 'to'] as const;
type FilterKey = (typeof KEYS)[number];

/**
 * The dashboard's filters live in the URL (`?company=…&factoryBusinessUnit=…&from=…&to=…`, the API's own keys)
 * so a view can be shared; what is left out takes the server's default (every unit, the last 12 months).
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const f: AnalyticsFiltersInput = {};
    for (const key of KEYS) {
      const value = params.get(key);
      if (value) f[key] = value;
    }
    return f;
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<FilterKey, string | null | undefined>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, reset };
}
