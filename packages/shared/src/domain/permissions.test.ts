import { describe, expect, it } from 'vitest';
import { can, isUnitScoped, PERMISSIONS } from './permissions.js';
import { ROLES } from './roles.js';

const allowed = (action: keyof typeof PERMISSIONS) => ROLES.filter((r) => can(r, action));

describe('permissions matrix (spec §6)', () => {
  it.each([
    ['users.list', ['ADMIN', 'CONSULTANT']],
    ['users.edit', ['ADMIN']],
    ['users.delete', ['ADMIN']],
    ['masterData.create', ['ADMIN', 'CONSULTANT']],
    ['masterData.edit', ['ADMIN', 'CONSULTANT']],
    ['masterData.delete', ['ADMIN', 'CONSULTANT', 'KEY_OWNER', 'MBUL']],
    ['ideas.delete', ['ADMIN', 'CONSULTANT', 'KEY_OWNER', 'MBUL']],
    ['ideas.editStatus', ['ADMIN', 'CONSULTANT', 'KEY_OWNER', 'MBUL']],
    ['ideas.editFields', ['ADMIN']],
    ['ideas.editOpl', ['ADMIN']],
    ['ideas.spread', ['ADMIN', 'CONSULTANT']],
    ['uploads.manage', ['ADMIN', 'CONSULTANT']],
    ['records.read', ['ADMIN', 'CONSULTANT', 'KEY_OWNER', 'MBUL']],
    ['records.write', ['ADMIN', 'CONSULTANT']],
    ['notifications.send', ['ADMIN', 'CONSULTANT']],
    ['webhooks.manage', ['ADMIN']],
    ['notifications.deliveries', ['ADMIN']],
    ['settings.edit', ['ADMIN']],
  ] as const)('%s is allowed to exactly %o', (action, roles) => {
    expect(allowed(action)).toEqual(roles);
  });

  it('roles the spec leaves open get the least access: only their own notifications', () => {
    for (const role of [
      'PROJECT_TEAM',
      'KEY_LEADER',
      'HR',
      'EMPLOYEE',
      'USER',
      'OPEX_TEAM_MEMBER',
      'CLIENT',
      'CORPORATE',
      'PROMOTER',
    ]) {
      expect(Object.keys(PERMISSIONS).filter((a) => can(role, a as keyof typeof PERMISSIONS))).toEqual(['notifications.own']);
    }
  });

  it('refuses missing or unknown roles', () => {
    expect(can(undefined, 'users.list')).toBe(false);
    expect(can('admin', 'users.list')).toBe(false);
    expect(can('ROOT', 'users.list')).toBe(false);
  });

  it('MBUL and KEY_OWNER are limited to their own factory business unit', () => {
    expect(ROLES.filter(isUnitScoped)).toEqual(['KEY_OWNER', 'MBUL']);
  });
});
