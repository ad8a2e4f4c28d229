import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../account-rules.ts';
import { normalizePhone } from '../phone.ts';
import { errorAnswers, formBody, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { Location, ProfileImage } from './shapes.ts';

/**
 * Request bodies of the accounts API (spec/API.md "Accounts"). Messages are keys of the
 * `errors` namespace; the islands reuse these schemas to check a form before sending it.
 */

export const phoneNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'invalid_phone_number') })
  .max(40, 'invalid_phone_number')
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone_number' });
      return z.NEVER;
    }
    return normalized;
  });

export const otp = z
  .string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'otp_invalid_format') })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'otp_invalid_format');

export const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'field_invalid') })
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, 'password_too_long');

export const username = z
  .string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'field_invalid') })
  .trim()
  .normalize('NFC')
  .min(USERNAME_MIN, 'username_too_short')
  .max(USERNAME_MAX, 'username_too_long')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_.\-ʻʼ']*$/u, 'username_invalid_characters');

const locationId = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'location_not_found'),
    ],
    {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'field_required' : 'location_not_found'),
    },
  )
  .transform(Number)
  .pipe(z.number().int('location_not_found').positive('location_not_found').max(2_147_483_647, 'location_not_found'));

export const smsPurpose = z.enum(['register', 'reset'], { error: 'field_invalid' });

export const SendSmsBody = z.object({ phone_number: phoneNumber, purpose: smsPurpose.default('register') });
export const VerifyCodeBody = z.object({ phone_number: phoneNumber, otp, purpose: smsPurpose.default('register') });
export const RegisterBody = z.object({
  username,
  password,
  phone_number: phoneNumber,
  user_type: z.literal('regular', { error: 'user_type_invalid' }).default('regular'),
  location_id: locationId,
});
export const LoginBody = z.object({
  phone_number: phoneNumber,
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'field_invalid') })
    .min(1, 'field_required')
    .max(PASSWORD_MAX, 'password_too_long'),
});
export const PasswordResetBody = z.object({ phone_number: phoneNumber, otp, new_password: password });
/** Multipart fields of PUT user/info (the image is checked by the media pipeline). */
export const ProfileUpdateFields = z.object({
  username: username.optional(),
  location_id: locationId.optional(),
});

export type SendSmsInput = z.output<typeof SendSmsBody>;
export type VerifyCodeInput = z.output<typeof VerifyCodeBody>;
export type RegisterInput = z.output<typeof RegisterBody>;
export type LoginInput = z.output<typeof LoginBody>;
export type PasswordResetInput = z.output<typeof PasswordResetBody>;
export type ProfileUpdateInput = z.output<typeof ProfileUpdateFields>;

/*
 * The answers and routes of the accounts API (spec/API.md "Accounts"), declared once
 * (lib/schemas/contract.ts). The server's shapes (server/accounts/account-shapes.ts) are
 * `z.infer` of these.
 */

const idRef = z.object({ id: z.number().int() });

/** A union rather than `.nullable()`: the document then says `anyOf [Location, null]` (a nullable `$ref` came out as `allOf`, which refuses null). */
const nullableLocation = z.union([Location, z.null()]);

/** What the signed-in user likes, by id (login-info and user/info). */
const likedIds = {
  liked_products: z.array(idRef).meta({ description: 'The products the user likes.' }),
  liked_services: z.array(idRef).meta({ description: 'The services the user likes.' }),
  liked_real_estate: z.array(idRef).meta({ description: 'Beyond spec/API.md (issue 38): the real-estate listings the user likes.' }),
  liked_comments: z.array(idRef).meta({ description: 'The comments the user likes.' }),
};

export const UserInfo = z
  .object({ id: z.number().int(), username: z.string(), location: nullableLocation })
  .meta({ id: 'UserInfo', description: 'The signed-in user in short; `location` is null until they pick one.' });

export const AccountUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    phone_number: z.string().meta({ example: '+998901234567' }),
    profile_image: ProfileImage,
    location: nullableLocation,
  })
  .meta({ id: 'AccountUser', description: 'The signed-in user with their phone number (only they see it).' });

export const LoginInfo = z
  .object({
    token: z.string().optional().meta({
      description:
        'The session token, for `Authorization: Token …`. Only to clients that are not a page of this site (the mobile app); pages get the HttpOnly cookie alone.',
    }),
    user_info: UserInfo,
    ...likedIds,
  })
  .meta({ id: 'LoginInfo', description: 'login-info: what register and login answer, with the session cookie.' });

export const UserInfoResponse = z
  .object({ data: AccountUser, user_info: UserInfo, ...likedIds })
  .meta({ id: 'UserInfoResponse', description: 'The signed-in user and what they like.' });

export const ResultMessage = z
  .object({
    result: z.boolean(),
    message: z.string().meta({ description: 'A localized message for the user.' }),
  })
  .meta({ id: 'ResultMessage', example: { result: true, message: 'Tasdiqlash kodi yuborildi' } });

const sessionCookie = {
  'Set-Cookie': { description: 'The HttpOnly session cookie (the web pages’ sign-in).', schema: { type: 'string' as const } },
};

export const sendSms = {
  method: 'post',
  path: '/accounts/send-sms',
  tags: ['Accounts'],
  summary: 'Send a one-time code by SMS',
  description:
    'A 6-digit code, valid 5 minutes, for `purpose` `register` (the phone must not be registered: 409 `phone_taken`) or `reset`. A new code for the same phone at most once a minute, 5 an hour and 10 a day (429 `code_resend_too_soon`, `code_hourly_limit`, `code_daily_limit`); 30 an hour per client address; a site-wide hourly budget (429 `sms_budget_exhausted`). A reset for an unknown phone answers as if sent. `result: false` when the SMS could not be sent (nothing is counted then).',
  request: { body: { ...jsonBody(SendSmsBody), description: 'The phone, E.164 (`+998901234567`), and what the code is for (`register` unless said).' } },
  responses: { 200: jsonAnswer(ResultMessage, 'Whether the code was sent.'), ...errorAnswers(400, 403, 409, 413, 415, 429) },
} as const satisfies RouteConfig;

export const verifyCode = {
  method: 'post',
  path: '/accounts/verify-code',
  tags: ['Accounts'],
  summary: 'Check a code sent by SMS',
  description:
    'A right code marks the phone verified for 15 minutes (register, password reset). At most 5 wrong tries per code, 15 checks of a phone an hour, 60 per client address in 10 minutes (429).',
  request: { body: { ...jsonBody(VerifyCodeBody), description: 'The phone, the code and its `purpose` (`register` unless said).' } },
  responses: { 200: jsonAnswer(ResultMessage, '`result: true` for the right, unexpired code; `false` otherwise.'), ...errorAnswers(400, 403, 413, 415, 429) },
} as const satisfies RouteConfig;

export const register = {
  method: 'post',
  path: '/accounts/register',
  tags: ['Accounts'],
  summary: 'Create an account and sign in',
  description:
    'The phone must have been verified (verify-code, `purpose: register`) within 15 minutes: else 400 `phone_not_verified`. Usernames are unique, case-insensitively (409 `username_taken`). 20 an hour per client address.',
  request: { body: { ...jsonBody(RegisterBody), description: 'The new account; `location_id` is a district (GET /accounts/all-location).' } },
  responses: {
    201: { ...jsonAnswer(LoginInfo, 'Signed in: login-info and the session cookie.'), headers: sessionCookie },
    ...errorAnswers(400, 403, 409, 413, 415, 429),
  },
} as const satisfies RouteConfig;

export const login = {
  method: 'post',
  path: '/accounts/login',
  tags: ['Accounts'],
  summary: 'Sign in with phone number and password',
  description:
    'An unknown phone and a wrong password answer alike (401 `invalid_credentials`). 10 failed tries per phone in 15 minutes, 30 tries per client address in 10 minutes (429).',
  request: { body: { ...jsonBody(LoginBody), description: 'The phone number and password.' } },
  responses: {
    200: { ...jsonAnswer(LoginInfo, 'Signed in: login-info and the session cookie.'), headers: sessionCookie },
    ...errorAnswers(400, 401, 403, 413, 415, 429),
  },
} as const satisfies RouteConfig;

export const logout = {
  method: 'post',
  path: '/accounts/logout',
  tags: ['Accounts'],
  summary: 'Sign out',
  description: 'The token (or cookie) used stops working at once; the cookie is cleared.',
  security: SIGNED_IN,
  responses: { 200: { ...jsonAnswer(ResultMessage, 'Signed out.'), headers: sessionCookie }, ...errorAnswers(401, 403) },
} as const satisfies RouteConfig;

export const getUserInfo = {
  method: 'get',
  path: '/accounts/user/info',
  tags: ['Accounts'],
  summary: 'The signed-in user',
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(UserInfoResponse, 'The user and what they like.'), ...errorAnswers(401) },
} as const satisfies RouteConfig;

export const updateUserInfo = {
  method: 'put',
  path: '/accounts/user/info',
  tags: ['Accounts'],
  summary: 'Change the username, location or picture',
  description:
    'Multipart; every field optional. The picture: one image of at most 5 MB (a file that is no image: 415 `image_invalid_type`), stored as WebP with a thumbnail. Uploads in flight are bounded per account (429 `uploads_in_flight`) and per server (503 `server_busy`).',
  security: SIGNED_IN,
  request: {
    body: { ...formBody(ProfileUpdateFields, { profile_image: { description: 'The new profile picture.' } }), description: 'Only the fields to change.' },
  },
  responses: { 200: jsonAnswer(UserInfoResponse, 'The user as saved.'), ...errorAnswers(400, 401, 403, 409, 413, 415, 429, 503) },
} as const satisfies RouteConfig;

export const passwordReset = {
  method: 'post',
  path: '/accounts/password-reset',
  tags: ['Accounts'],
  summary: 'Set a new password with a reset code',
  description:
    'The code comes from send-sms with `purpose: reset`; a wrong or used code is 400 `otp_invalid`. Every session of the account ends. 10 an hour per client address (429).',
  request: { body: { ...jsonBody(PasswordResetBody), description: 'The phone, the reset code and the new password (8 to 128 characters, not a common one).' } },
  responses: { 200: jsonAnswer(ResultMessage, 'The password is changed.'), ...errorAnswers(400, 403, 413, 415, 429) },
} as const satisfies RouteConfig;

export type UserInfo = z.infer<typeof UserInfo>;
export type AccountUser = z.infer<typeof AccountUser>;
export type LoginInfo = z.infer<typeof LoginInfo>;
export type UserInfoResponse = z.infer<typeof UserInfoResponse>;
export type ResultMessage = z.infer<typeof ResultMessage>;
