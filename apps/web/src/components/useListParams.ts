import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fikra/shared';
import { useSearchParams } from 'react-router';
import type { Paging } from './DataTable';

const NO_SORTING = { sorts: [] as readonly string[], default: '' };

/**
 * Page, page size, search and sort of a server-paginated list, kept in the address
 * (?page=&limit=&search=&sort=) so coming back to the list, reloading or sharing the link keeps them. The
 * page's other parameters are left as they are. Values the list does not offer fall back to the defaults.
 */
export function useListParams<S extends string = string>(sorting: { sorts: readonly S[]; default: S } = NO_SORTING as never) {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const paging: Paging = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
  const search = params.get('search') ?? '';
  const asked = params.get('sort') as S | null;
  const sort: S = asked && sorting.sorts.includes(asked) ? asked : sorting.default;

  const update = (change: Partial<Paging & { search: string; sort: S }>) => {
    const next = { ...paging, search, sort, ...change };
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        const keep = (name: string, value: string | number, unless: string | number) =>
          value === unless ? query.delete(name) : query.set(name, String(value));
        keep('page', next.page, 1);
        keep('limit', next.limit, DEFAULT_PAGE_SIZE);
        keep('search', next.search, '');
        keep('sort', next.sort, sorting.default);
        return query;
      },
      { replace: true },
    );
  };
  return { paging, search, sort, update };
}
