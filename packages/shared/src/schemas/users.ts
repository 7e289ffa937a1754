import { z } from 'zod';
import { ROLES } from '../domain/roles.js';
import { MESSAGES } from '../messages.js';
import { mobile, userCode, username } from './auth.js';
import { refInput, requiredRef, versionField } from './common.js';
import { whenMissing } from './zodMessages.js';

export const THIS_IS_REQUIRED = MESSAGES.thisIsRequired;

/**
 * The ADMIN's edit-user form (spec §2 editUser, §5): every field of the user, with user type and factory
 * business unit required ('This is required'); company may be left empty.
 */
export const editUserBody = z.object({
  username,
  email: z
    .string({ error: whenMissing(THIS_IS_REQUIRED) })
    .trim()
    .min(1, THIS_IS_REQUIRED)
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.emailInvalid }))
    .pipe(z.string().max(254)),
  mobile,
  userCode,
  userType: z.enum(ROLES, { error: whenMissing(THIS_IS_REQUIRED) }),
  company: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([refInput, z.null()])),
  factoryBusinessUnit: requiredRef(THIS_IS_REQUIRED),
  version: versionField,
});
export type EditUserBody = z.infer<typeof editUserBody>;
