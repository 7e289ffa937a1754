import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fikra/shared';
import { useSearchParams } from 'react-router';
import type { Paging } from './DataTable';

/**
 * Page, page size and search of a server-paginated list, kept in the address (?page=&limit=&search=) so
 * coming back to the list, reloading or sharing the link keeps them.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const paging: Paging = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
  const search = params.get('search') ?? '';
  const update = (change: Partial<Paging & { search: string }>) => {
    const next = { ...paging, search, ...change };
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.limit !== DEFAULT_PAGE_SIZE) query.set('limit', String(next.limit));
    if (next.search) query.set('search', next.search);
    setParams(query, { replace: true });
  };
  return { paging, search, update };
}
