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

/** An ADMIN sets another user's password: the register rules (spec §5). */
export const setPasswordBody = z.object({ password: registerPassword });

/** 'Forgot password?': the answer is the same whether or not the email is registered. */
export const forgotPasswordBody = z.object({ email: lowerEmail('Please enter a valid Email') });

/** The one-time link's token and the new password. */
export const resetPasswordBody = z.object({
  token: z.string({ error: 'This link is invalid or has expired' }).min(1).max(200),
  password: registerPassword,
});

/** The profile photo: a file id from POST /v1/file/upload?purpose=image, or null to remove it. */
export const userImageBody = z.object({ image: z.union([z.uuid({ error: 'Please choose a photo' }), z.null()]) });

/** What the public pages need to know of the server's set-up. */
export const publicConfigOutput = z.object({ passwordReset: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigOutput>;

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
