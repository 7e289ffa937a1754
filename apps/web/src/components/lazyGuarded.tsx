import type { Action } from '@fikra/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from './RequirePermission';

/**
 * A route's page, loaded when first visited; behind a permission when one is named (the server checks again).
 * `load` resolves to the page component.
 */
export function lazyGuarded(load: () => Promise<ComponentType>, action?: Action): NonNullable<RouteObject['lazy']> {
  return async () => {
    const Page = await load();
    return {
      element: action ? (
        <RequirePermission action={action}>
          <Page />
        </RequirePermission>
      ) : (
        <Page />
      ),
    };
  };
}
