import { z } from 'zod';
import { ROLES } from '../domain/roles.js';
import { MIN_MOBILE, MIN_USER_CODE, MIN_USERNAME, PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { MESSAGES, messageText } from '../messages.js';
import {
  isStorableText,
  optionalText,
  refInput,
  refOutput,
  requiredRef,
  requiredText,
  secretText,
  timestamps,
  versionField,
} from './common.js';
import { whenMissing } from './zodMessages.js';

const lowerEmail = (requiredMessage: string, invalidMessage = requiredMessage) =>
  z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }))
    .pipe(z.string().max(254));

export const username = requiredText(
  MESSAGES.usernameRequired,
  MIN_USERNAME,
  messageText('usernameMin', { min: MIN_USERNAME }),
  60,
);
export const userCode = optionalText(MIN_USER_CODE, messageText('userCodeMin', { min: MIN_USER_CODE }), 60);
export const mobile = z
  .string({ error: whenMissing(MESSAGES.mobileRequired) })
  .trim()
  .min(1, MESSAGES.mobileRequired)
  .regex(/^\d+$/, MESSAGES.mobileDigits)
  .min(MIN_MOBILE, messageText('mobileMin', { min: MIN_MOBILE }))
  .max(20, messageText('mobileMax', { max: 20 }));

export const loginBody = z.object({
  email: lowerEmail(MESSAGES.emailRequired, MESSAGES.emailInvalid),
  password: secretText(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired).max(200),
});

export const registerPassword = secretText(MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, messageText('passwordMin', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, messageText('passwordMax', { max: PASSWORD_MAX }));

export const registerBody = z.object({
  username,
  email: lowerEmail(MESSAGES.emailInvalid),
  userCode,
  password: registerPassword,
  mobile,
  defaultLang: z.enum(['en', 'ar']).default('en'),
  factoryBusinessUnit: requiredRef(),
});

export const refreshBody = z.object({
  email: lowerEmail(MESSAGES.emailRequired),
  oldToken: secretText(MESSAGES.required).min(1, MESSAGES.required).max(4000),
});

export const changePasswordBody = z.object({
  oldPassword: secretText(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired).max(200),
  newPassword: registerPassword,
});

/** An ADMIN sets another user's password: the register rules (spec §5). */
export const setPasswordBody = z.object({ password: registerPassword });

/** 'Forgot password?': the answer is the same whether or not the email is registered. */
export const forgotPasswordBody = z.object({ email: lowerEmail(MESSAGES.emailInvalid) });

/** The one-time link's token and the new password. */
export const resetPasswordBody = z.object({
  token: z.string({ error: MESSAGES.resetLinkInvalid }).min(1).max(200).refine(isStorableText, MESSAGES.resetLinkInvalid),
  password: registerPassword,
});

/** The profile photo: a file id from POST /v1/file/upload?purpose=image, or null to remove it. */
export const userImageBody = z.object({ image: z.union([z.uuid({ error: MESSAGES.choosePhoto }), z.null()]) });

/** What the public pages need to know of the server's set-up. */
export const publicConfigOutput = z.object({ passwordReset: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigOutput>;

/**
 * Profile (own) edit: spec §2 Profile. What GET /v1/User/:id returns can be sent back (issue 30): a null mobile
 * (the first ADMIN has none) leaves it as it is, a null user code is none, as an empty one is.
 */
export const profileUpdateBody = z.object({
  username: username.optional(),
  email: lowerEmail(MESSAGES.thisIsRequired).optional(),
  mobile: z.preprocess((v) => (v === null ? undefined : v), mobile.optional()),
  userCode: z.preprocess((v) => (v === null ? '' : v), userCode),
  version: versionField.optional(),
});

/** ADMIN edit of another user: spec §5 edit-user. */
export const adminUserUpdateBody = profileUpdateBody.extend({
  userType: z.enum(ROLES, { error: whenMissing(MESSAGES.thisIsRequired) }).optional(),
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
