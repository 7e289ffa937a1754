import { paths, type RouteHandle } from '../../config/paths';

/**
 * The menu entry of the page shown: the deepest route that names one (aliases and forms name their list's); a
 * route whose `via` parameter is in the address names that entry instead (the idea's page opened from the queue).
 */
export function selectedMenuKey(handles: unknown[], search: URLSearchParams): string {
  const named = handles
    .map((h) => h as RouteHandle | undefined)
    .filter((h): h is RouteHandle => !!h?.menuKey)
    .map((h) => (h.via && search.has(h.via.param) ? h.via.menuKey : h.menuKey));
  return named.at(-1) ?? paths.admin.dashboard.path;
}
