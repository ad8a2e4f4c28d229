import { z } from 'zod';
import { normalizePhone } from '../phone.ts';

/**
 * Request bodies of the accounts API (spec/API.md "Accounts"). Messages are keys of the
 * `errors` namespace; the islands reuse these schemas to check a form before sending it.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

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
  .regex(/^\d{6}$/, 'otp_invalid_format');

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
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, 'location_not_found')], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'field_required' : 'location_not_found'),
  })
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
  password: z.string({ error: (issue) => (issue.input === undefined ? 'field_required' : 'field_invalid') }).min(1, 'field_required').max(PASSWORD_MAX, 'password_too_long'),
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
