import { ROLES, type Role } from './roles.js';

/**
 * The single permissions matrix (spec §6, DESIGN §7). The server checks every route against it and the
 * web app derives its menus and buttons from it. Roles the spec leaves open get the least access.
 */
/** The role that administers everything; at least one user must keep it. */
export const ADMIN_ROLE: Role = 'ADMIN';

const ADMIN_ONLY: readonly Role[] = [ADMIN_ROLE];
const MANAGERS: readonly Role[] = ['ADMIN', 'CONSULTANT'];
const MANAGERS_AND_UNIT_LEADS: readonly Role[] = ['ADMIN', 'CONSULTANT', 'MBUL', 'KEY_OWNER'];

export const PERMISSIONS = {
  'users.list': MANAGERS,
  'users.edit': ADMIN_ONLY,
  'users.delete': ADMIN_ONLY,
  'masterData.list': MANAGERS,
  /** the factory and specific-location lists, where MBUL and KEY_OWNER delete their own unit's (spec §6) */
  'masterData.listUnitPlaces': MANAGERS_AND_UNIT_LEADS,
  'masterData.create': MANAGERS,
  'masterData.edit': MANAGERS,
  'masterData.delete': MANAGERS_AND_UNIT_LEADS,
  'ideas.list': MANAGERS_AND_UNIT_LEADS,
  'ideas.editFields': ADMIN_ONLY,
  'ideas.delete': MANAGERS_AND_UNIT_LEADS,
  'ideas.editStatus': MANAGERS_AND_UNIT_LEADS,
  'ideas.editOpl': ADMIN_ONLY,
  'ideas.score': MANAGERS,
  /** proposing an implemented idea to other units and closing its spread (issue 32, decision 032) */
  'ideas.spread': MANAGERS,
  'ideas.export': MANAGERS_AND_UNIT_LEADS,
  'ideas.backup': MANAGERS,
  'ideas.import': MANAGERS,
  /** restoring a JSON backup (spec §2 /uploadBackupFile: ADMIN and CONSULTANT; decision 029) */
  'backup.restore': MANAGERS,
  'uploads.manage': MANAGERS,
  'qr.print': MANAGERS,
  'media.manage': MANAGERS,
  'records.read': MANAGERS_AND_UNIT_LEADS,
  'records.write': MANAGERS,
  // the dashboard and its export of every unit (everyone else sees their own unit's: dashboardScopeOf)
  'analytics.company': MANAGERS,
  'notifications.send': MANAGERS,
  'notifications.own': ROLES,
  /** webhooks to other systems: their secrets sign what Fikra sends (issue 27) */
  'webhooks.manage': ADMIN_ONLY,
  /** the plant's settings: currency of savings, optional modules (issue 30) */
  'settings.edit': ADMIN_ONLY,
  /** the delivery log of e-mail, push, SMS and webhooks, and retrying failures */
  'notifications.deliveries': ADMIN_ONLY,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

/** Roles whose idea access is limited to their own factory business unit. */
export const UNIT_SCOPED_ROLES: readonly Role[] = ['MBUL', 'KEY_OWNER'];

export function can(role: string | undefined | null, action: Action): boolean {
  if (!role) return false;
  return (PERMISSIONS[action] as readonly string[]).includes(role);
}

export function isUnitScoped(role: string | undefined | null): boolean {
  return !!role && (UNIT_SCOPED_ROLES as readonly string[]).includes(role);
}
