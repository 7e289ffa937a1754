import type { NamedRef } from '../schemas/ideaOutput.js';
import type { MasterDataRecord } from '../schemas/masterData.js';
import type { MasterDataKindDef } from './masterData.js';
import { type Action, ADMIN_ROLE, can, isUnitScoped } from './permissions.js';

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

/**
 * The factory business unit a user's dashboard (charts, export, header counts) is limited to (issue 29):
 * undefined for managers (ADMIN, CONSULTANT: the whole company), the user's own unit for every other role, and
 * null for a user without one, whose charts and export are empty and whose header shows the spec's two counts
 * (dashboardCountScopeOf).
 */
export function dashboardScopeOf(user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>): string | null | undefined {
  if (can(user.role, 'analytics.company')) return undefined;
  return user.factoryBusinessUnitId ?? null;
}

/**
 * What the header's two counts (ideas and users, spec §2) cover: the dashboard's unit, or for a user without one
 * the whole company (the spec shows everyone the totals), except for the unit-scoped roles (MBUL, KEY_OWNER),
 * who see no figure without their unit: null means a count of 0.
 */
export function dashboardCountScopeOf(user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>): string | null | undefined {
  const scope = dashboardScopeOf(user);
  if (scope !== null) return scope;
  return isUnitScoped(user.role) ? null : undefined;
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

/** The master-data kinds of a unit's own places: MBUL and KEY_OWNER see and delete their unit's (spec §6, DESIGN §7). */
export const UNIT_PLACE_KINDS: readonly string[] = ['factoryBusinessUnit', 'areaSection'];

/** The permission that opens a kind's admin list (and reading one record of it). */
export const masterDataListAction = (kind: string): Action =>
  UNIT_PLACE_KINDS.includes(kind) ? 'masterData.listUnitPlaces' : 'masterData.list';

/** A master-data record as the policies see it: its kind, id and parent ids. */
export interface MasterDataPlace {
  kind: string;
  id: string;
  parentIds: readonly string[];
}

/** The parents of a record as its kind's parent field holds them (none for a kind without a parent). */
export const masterDataParents = (def: Pick<MasterDataKindDef, 'parent'>, record: MasterDataRecord): NamedRef[] =>
  def.parent ? ((record[def.parent.field] as NamedRef[] | undefined) ?? []) : [];

/** A record as the policies see it. */
export const masterDataPlace = (def: Pick<MasterDataKindDef, 'kind' | 'parent'>, record: MasterDataRecord): MasterDataPlace => ({
  kind: def.kind,
  id: record._id,
  parentIds: masterDataParents(def, record).map((p) => p._id),
});

/**
 * Whether the record is within the user's unit scope: any record for an unscoped user; for MBUL and KEY_OWNER
 * their unit itself or a specific location under it.
 */
function inUnitScope(user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>, record: MasterDataPlace): boolean {
  const unit = unitScopeOf(user);
  if (unit === undefined) return true;
  if (unit === null) return false;
  if (record.kind === 'factoryBusinessUnit') return record.id === unit;
  return record.kind === 'areaSection' && record.parentIds.includes(unit);
}

/** Whether the user may see this record in the admin lists: managers every one, unit leads their unit's places. */
export const canViewMasterData = (user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>, record: MasterDataPlace): boolean =>
  can(user.role, masterDataListAction(record.kind)) && inUnitScope(user, record);

/** Whether the user may delete this record: managers any, MBUL and KEY_OWNER only their own unit's places. */
export const canDeleteMasterData = (user: Pick<Actor, 'role' | 'factoryBusinessUnitId'>, record: MasterDataPlace): boolean =>
  can(user.role, 'masterData.delete') && inUnitScope(user, record);
