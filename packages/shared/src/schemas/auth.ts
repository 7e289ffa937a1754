import { z } from 'zod';
import { ROLES } from '../domain/roles.js';
import { MIN_MOBILE, MIN_USER_CODE, MIN_USERNAME, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { optionalText, refInput, refOutput, requiredRef, requiredText, timestamps, versionField } from './common.js';

const lowerEmail = (requiredMessage: string, invalidMessage = requiredMessage) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }))
    .pipe(z.string().max(254));

export const username = requiredText('Please enter your Username', MIN_USERNAME, 'Username must be at least 4 characters', 60);
export const userCode = optionalText(MIN_USER_CODE, 'User Code must be at least 4 characters', 60);
export const mobile = z
  .string({ error: 'Please enter a valid Mobile' })
  .trim()
  .min(1, 'Please enter a valid Mobile')
  .regex(/^\d+$/, 'Mobile must be numbers only')
  .min(MIN_MOBILE, 'Mobile must be at least 11 numbers')
  .max(20, 'Mobile must be at most 20 numbers');

export const loginBody = z.object({
  email: lowerEmail('Email is required', 'Please enter a valid Email'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const registerPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerBody = z.object({
  username,
  email: lowerEmail('Please enter a valid Email'),
  userCode,
  password: registerPassword,
  mobile,
  defaultLang: z.enum(['en', 'ar']).default('en'),
  factoryBusinessUnit: requiredRef(),
});

export const refreshBody = z.object({
  email: lowerEmail('Email is required'),
  oldToken: z.string({ error: 'This field is required' }).min(1, 'This field is required'),
});

export const changePasswordBody = z.object({
  oldPassword: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  newPassword: registerPassword,
});

/** Profile (own) edit: spec §2 Profile. */
export const profileUpdateBody = z.object({
  username: username.optional(),
  email: lowerEmail('This is required').optional(),
  mobile: mobile.optional(),
  userCode,
  version: versionField.optional(),
});

/** ADMIN edit of another user: spec §5 edit-user. */
export const adminUserUpdateBody = profileUpdateBody.extend({
  userType: z.enum(ROLES, { error: 'This is required' }).optional(),
  company: z.union([refInput, z.null()]).optional(),
  factoryBusinessUnit: z.union([refInput, z.null()]).optional(),
});

export const userOutput = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  userCode: z.string().nullable(),
  mobile: z.string().nullable(),
  userType: z.string(),
  company: refOutput.nullable(),
  factoryBusinessUnit: refOutput.nullable(),
  image: z.string().nullable(),
  defaultLang: z.string(),
  version: z.number(),
  ...timestamps,
});
export type UserOutput = z.infer<typeof userOutput>;

export const authResponse = z.object({ user: userOutput, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;
