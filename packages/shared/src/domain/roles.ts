/** Every role value seen in the spec (§6). New users who register get USER. */
export const ROLES = [
  'ADMIN',
  'CONSULTANT',
  'KEY_OWNER',
  'PROJECT_TEAM',
  'KEY_LEADER',
  'HR',
  'EMPLOYEE',
  'USER',
  'OPEX_TEAM_MEMBER',
  'CLIENT',
  'CORPORATE',
  'MBUL',
  'PROMOTER',
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'USER';
