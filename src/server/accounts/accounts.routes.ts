import {
  getUserInfo,
  login,
  LoginBody,
  logout,
  passwordReset,
  PasswordResetBody,
  ProfileUpdateFields,
  register,
  RegisterBody,
  sendSms,
  SendSmsBody,
  updateUserInfo,
  verifyCode,
  VerifyCodeBody,
} from '../../lib/schemas/accounts.ts';
import { fieldError } from '../errors.ts';
import { getT } from '../i18n.ts';
import type { ApiContext } from '../http/context.ts';
import { uploadLimits } from '../http/multipart.ts';
import { apiRouter } from '../http/openapi.ts';
import { clearSessionCookie, isFromSitePage, requireUser, setSessionCookie } from '../http/session.ts';
import { formFiles, formTexts } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseJson, parseMultipart, parseWith } from '../http/validation.ts';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../media/images.ts';
import type { LoginInfo } from './account-shapes.ts';
import type { AuthService } from './auth.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { VerificationService } from './verification.service.ts';

const meta = (c: ApiContext) => ({ ip: c.get('ip'), locale: c.get('locale') });
const message = (c: ApiContext, key: string) => getT(c.get('locale'), 'accounts')(key);

/** The profile form: one picture of 5 MB and the text fields. */
const PROFILE_UPLOAD_LIMITS = uploadLimits(1, MAX_IMAGE_BYTES, {
  fileTooLarge: imageTooLarge,
  tooManyFiles: () => fieldError('profile_image', 'field_invalid'),
});

/** /api/accounts/… (spec/API.md "Accounts"); thin: parse, call a service, answer. */
export function accountsRoutes(services: { verification: VerificationService; auth: AuthService; profile: ProfileService }, uploads: UploadGate) {
  const { verification, auth, profile } = services;
  return apiRouter()
    .openapi(sendSms, async (c) => {
      const body = await parseJson(c, SendSmsBody);
      const { sent } = await verification.sendCode({ phone: body.phone_number, purpose: body.purpose }, meta(c));
      return c.json({ result: sent, message: message(c, sent ? 'code_sent' : 'failed_to_send_otp') }, 200);
    })
    .openapi(verifyCode, async (c) => {
      const body = await parseJson(c, VerifyCodeBody);
      const ok = await verification.verifyCode({ phone: body.phone_number, otp: body.otp, purpose: body.purpose }, meta(c));
      return c.json({ result: ok, message: message(c, ok ? 'verification_success' : 'verification_error') }, 200);
    })
    .openapi(register, async (c) => {
      const body = await parseJson(c, RegisterBody);
      const info = await auth.register({ username: body.username, password: body.password, phone: body.phone_number, locationId: body.location_id }, meta(c));
      return c.json(startSession(c, info), 201);
    })
    .openapi(login, async (c) => {
      const body = await parseJson(c, LoginBody);
      const info = await auth.login({ phone: body.phone_number, password: body.password }, meta(c));
      return c.json(startSession(c, info), 200);
    })
    .openapi(logout, async (c) => {
      const { token } = requireUser(c);
      await auth.logout(token);
      clearSessionCookie(c);
      return c.json({ result: true, message: message(c, 'logout_success') }, 200);
    })
    .openapi(getUserInfo, async (c) => c.json(await profile.userInfo(requireUser(c).user), 200))
    .openapi({ ...updateUserInfo, middleware: admitUpload(uploads, PROFILE_UPLOAD_LIMITS) }, async (c) => {
      const { user } = requireUser(c);
      const form = await parseMultipart(c, PROFILE_UPLOAD_LIMITS);
      const fields = parseWith(ProfileUpdateFields, formTexts(form, ['username', 'location_id']));
      if (form.fields.get('profile_image')?.some((value) => value !== '')) throw fieldError('profile_image', 'image_invalid_type');
      const image = formFiles(form, 'profile_image').find((file) => file.size > 0);
      const updated = await profile.updateProfile(user.id, {
        ...(fields.username !== undefined && { username: fields.username }),
        ...(fields.location_id !== undefined && { locationId: fields.location_id }),
        ...(image && { image }),
      });
      return c.json(updated, 200);
    })
    .openapi(passwordReset, async (c) => {
      const body = await parseJson(c, PasswordResetBody);
      await auth.resetPassword({ phone: body.phone_number, otp: body.otp, newPassword: body.new_password }, meta(c));
      return c.json({ result: true, message: message(c, 'password_reset_success') }, 200);
    });
}

/**
 * Sets the session cookie; the token goes in the body only to clients that are not a page of
 * this site (the mobile app), never to page JavaScript.
 */
function startSession(c: ApiContext, info: LoginInfo): LoginInfo | Omit<LoginInfo, 'token'> {
  setSessionCookie(c, info.token);
  if (!isFromSitePage(c.req.raw, c.get('publicUrl'))) return info;
  const { token: _token, ...withoutToken } = info;
  return withoutToken;
}
