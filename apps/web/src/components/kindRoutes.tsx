import type { Action } from '@fikra/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { KindPages } from '../config/paths';
import { lazyGuarded } from './lazyGuarded';

/**
 * The one route generator of the reference lists (decision 034): a list page and its add and edit forms, each
 * loaded on first use and guarded by its action, all under the list's menu entry. Master-data kinds and
 * record kinds both build their routes with it, from their own table of kinds and their own pages.
 */
export function listFormRoutes({
  pages,
  handle,
  list,
  form,
  actions,
}: {
  pages: KindPages;
  handle: unknown;
  list: () => Promise<ComponentType>;
  form: () => Promise<ComponentType>;
  actions: { list?: Action; create: Action; edit: Action };
}): RouteObject[] {
  return [
    { path: pages.list.path, handle, lazy: lazyGuarded(list, actions.list) },
    { path: pages.add.path, handle, lazy: lazyGuarded(form, actions.create) },
    { path: pages.edit.path, handle, lazy: lazyGuarded(form, actions.edit) },
  ];
}
