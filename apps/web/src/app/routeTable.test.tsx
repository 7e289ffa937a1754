import { MASTER_DATA_KINDS, RECORD_KINDS } from '@fikra/shared';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { router } from './router';
import { routeTable } from './routeTable';

/** Every address the router answers with a page of its own (not a redirect or a catch-all). */
function served(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    if (route.path === '*' || (isValidElement(route.element) && route.element.type === Navigate)) return [];
    return route.children ? served(route.children, here) : [here];
  });
}

describe('the route table the accessibility tour visits', () => {
  it('lists exactly the routes of the router', () => {
    const fromRouter = [...new Set(served(router.routes))].sort();
    const table = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).map((r) => r.path);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual(fromRouter);
  });

  it('names the record behind every :id', () => {
    const open = routeTable(MASTER_DATA_KINDS, RECORD_KINDS).filter((r) => r.path.includes(':id') && !r.record);
    expect(open).toEqual([]);
  });
});
