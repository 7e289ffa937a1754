import { ADMIN_ROLE, can, isUnitScoped } from './permissions.js';

/**
 * Record policies: what a user may do with one record, beside the role matrix of permissions.ts (which says
 * what a role may do at all). The server enforces them and the web app hides what they refuse.
 */
export interface Actor {
  id: string;
  role: string;
  factoryBusinessUnitId?: string | null;
}

/**
 * The factory business unit a user's idea access is limited to: undefined means every unit; null means a
 * unit-scoped user without a unit (who may act on no idea).
 */
export function unitScopeOf(user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>): string | null | undefined {
  return isUnitScoped(user.role) ? (user.factoryBusinessUnitId ?? null) : undefined;
}

/** Whether the user may act on an idea of this factory business unit (MBUL and KEY_OWNER: their own only). */
export function canActOnIdea(
  user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>,
  idea: { unitId: string | null | undefined },
): boolean {
  const unit = unitScopeOf(user);
  return unit === undefined || (unit !== null && unit === idea.unitId);
}

/** Whether the user may list records scoped by unit at all (a unit-scoped user without a unit may not). */
export const canListIdeas = (user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>): boolean => unitScopeOf(user) !== null;

/** Anyone may read their own account; managers may read every account. */
export const canViewUser = (user: Actor, target: { id: string }): boolean =>
  user.id === target.id || can(user.role, 'users.list');

/** Anyone may edit their own account; an ADMIN may edit every account. */
export const canEditUser = (user: Actor, target: { id: string }): boolean =>
  user.id === target.id || can(user.role, 'users.edit');

/** Only an ADMIN may change a user type, a company or a factory business unit. */
export const canAdministerUser = (user: Pick<Actor, 'role'>): boolean => can(user.role, 'users.edit');

/** Whether a role is the administrator role (the last one of which must stay). */
export const isAdminRole = (role: string | null | undefined): boolean => role === ADMIN_ROLE;
