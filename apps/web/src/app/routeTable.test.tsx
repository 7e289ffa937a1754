import { isPublicEntryPath, MASTER_DATA_KINDS, PUBLIC_ENTRY_PAGES, RECORD_KINDS } from '@fikra/shared';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { HomeRedirect, LoadPublicPage, router } from './router';
import { routeTable } from './routeTable';

/**
 * Every address the router answers with a page of its own (not a redirect or a catch-all); the shop floor's
 * pages, which this app hands to the browser (LoadPublicPage), come from public.html and are added below; a
 * signed-in user's start (HomeRedirect) sends them on to their home page.
 */
function served(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const hands = isValidElement(route.element) && [Navigate, LoadPublicPage, HomeRedirect].includes(route.element.type as never);
    if (route.path === '*' || hands) return [];
    return route.children ? served(route.children, here) : [here];
  });
}

describe('the route table the accessibility tour visits', () => {
  it('lists exactly the routes of the router', () => {
    const fromRouter = [...new Set([...served(router.routes), ...PUBLIC_ENTRY_PAGES, paths.qrShort])].sort();
    const table = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).map((r) => r.path);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual(fromRouter);
  });

  it('serves the shop floor from public.html: the landing, the form, my ideas and a poster’s address', () => {
    for (const path of [paths.landing, paths.auth.ideaForm.href(), paths.auth.ideaStatus.href(), '/q/Ab12Cd34Ef', '/'])
      expect(isPublicEntryPath(path), path).toBe(true);
    for (const path of [paths.auth.login.href(), paths.auth.videos.href(), paths.admin.dashboard.href(), '/q/a/b'])
      expect(isPublicEntryPath(path), path).toBe(false);
  });

  it('names the record behind every :id', () => {
    const open = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).filter((r) => r.path.includes(':id') && !r.record);
    expect(open).toEqual([]);
  });
});
