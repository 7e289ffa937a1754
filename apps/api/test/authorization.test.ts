import { can, ROLES, type Role } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { insertMasterData, useTestContext } from './factories.js';

/**
 * The authorization test generated from the permissions matrix (issue 10 item 5): every route × every role
 * and anonymous. Each route's gate is what its hooks say (app.routeAccess, recorded by the auth plugin), so
 * a route added tomorrow is covered without editing this file. A role the matrix allows must get past the gate
 * (anything but 401/403: with made-up ids and empty bodies it is usually 400 or 404); a role it refuses gets 403;
 * no token gets 401, except on the public routes.
 */
const t = useTestContext();

const concrete = (url: string) =>
  url
    .replace(':key', 'evaluated')
    .replace(':code', 'E-1')
    .replace(':source', 'submitted')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

/** Ends the session it is called with: checked anonymously only (auth.test.ts covers it). */
const ENDS_SESSION = new Set(['POST /v1/auth/logout']);

describe('authorization generated from the permissions matrix (issue 10)', () => {
  it('every route answers every role and anonymous as the matrix says', { timeout: 600_000 }, async () => {
    const unit = await insertMasterData(t, 'factoryBusinessUnit', 'Authz plant');
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) tokens[role] = (await t.login(role, { factoryBusinessUnitId: unit })).token;
    const routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const call = (token?: string) =>
        t.request({
          method: route.method as 'GET',
          url: concrete(route.url),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          ...(token ? { token } : {}),
        });
      const name = `${route.method} ${route.url}`;
      const anonymous = (await call()).statusCode;
      cells += 1;
      if (route.access !== 'public' && anonymous !== 401) mismatches.push(`${name} anonymous -> ${anonymous}`);
      if (route.access === 'public' && anonymous === 401) mismatches.push(`${name} is public but anonymous -> 401`);
      if (ENDS_SESSION.has(name)) continue;
      for (const role of ROLES) {
        const status = (await call(tokens[role])).statusCode;
        cells += 1;
        const allowed = typeof route.access === 'object' ? can(role, route.access.action) : true;
        const ok = allowed ? status !== 401 && status !== 403 : status === 403;
        // a signed-in-only route may still refuse a record the user may not see (a policy, checked on records)
        if (!ok && !(route.access === 'signedIn' && status === 403)) {
          mismatches.push(`${name} ${role} -> ${status} (matrix: ${allowed ? 'allowed' : 'refused'})`);
        }
      }
    }
    console.info(`authorization cells asserted: ${cells}, mismatches: ${mismatches.length}`);
    expect(mismatches).toEqual([]);
  });
});
