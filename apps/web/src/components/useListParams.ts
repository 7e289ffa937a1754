import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fikra/shared';
import { useSearchParams } from 'react-router';
import type { Paging } from './DataTable';
import { loadListMemory, saveListMemory } from './listMemory';

const NO_SORTING = { sorts: [] as readonly string[], default: '' };

/**
 * Page, page size, search and sort of a server-paginated list, kept in the address
 * (?page=&limit=&search=&sort=) so coming back to the list, reloading or sharing the link keeps them. The
 * page's other parameters are left as they are. Values the list does not offer fall back to the defaults. With
 * `remember` (a list name and the signed-in user's id) the page size and sort a person chose last are their
 * defaults when the address names none.
 */
export function useListParams<S extends string = string>(
  sorting: { sorts: readonly S[]; default: S } = NO_SORTING as never,
  remember?: { list: string; userId: string | undefined },
) {
  const [params, setParams] = useSearchParams();
  const memory = remember ? loadListMemory(remember.list, remember.userId) : {};
  const isSize = (n: unknown): n is number => (PAGE_SIZES as readonly number[]).includes(n as number);
  const isSort = (v: unknown): v is S => sorting.sorts.includes(v as S);
  const defaultLimit = isSize(memory.limit) ? memory.limit : DEFAULT_PAGE_SIZE;
  const defaultSort: S = isSort(memory.sort) ? memory.sort : sorting.default;
  const limit = Number(params.get('limit'));
  const paging: Paging = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: isSize(limit) ? limit : defaultLimit,
  };
  const search = params.get('search') ?? '';
  const asked = params.get('sort');
  const sort: S = isSort(asked) ? asked : defaultSort;

  const update = (change: Partial<Paging & { search: string; sort: S }>) => {
    const next = { ...paging, search, sort, ...change };
    if (remember) saveListMemory(remember.list, remember.userId, { limit: next.limit, sort: next.sort });
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        const keep = (name: string, value: string | number, unless: string | number) =>
          value === unless ? query.delete(name) : query.set(name, String(value));
        keep('page', next.page, 1);
        keep('limit', next.limit, remember ? -1 : DEFAULT_PAGE_SIZE);
        keep('search', next.search, '');
        keep('sort', next.sort, remember ? '' : sorting.default);
        return query;
      },
      { replace: true },
    );
  };
  return { paging, search, sort, update };
}
