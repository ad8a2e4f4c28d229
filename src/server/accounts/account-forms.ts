import type { FormFeedback } from '../../lib/form-feedback.ts';
import { formatPhone, normalizePhone, phoneEntryError, phoneEntryToE164, readCountryCode, readPhoneEntry, type PhoneEntry } from '../../lib/phone.ts';
import { reachableStep, sentAtFromRetryAfter, type PhoneFlow, type Step } from '../../lib/phone-flow.ts';
import { LoginBody, otp as otpSchema, PasswordResetBody, RegisterBody } from '../../lib/schemas/accounts.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { feedbackOf } from '../form-feedback.ts';
import { parseWith } from '../http/validation.ts';
import { getT } from '../i18n.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { AuthService } from './auth.service.ts';
import type { RequestMeta, VerificationService } from './verification.service.ts';

/**
 * The account pages' plain HTML forms (login, the phone steps of registration and password
 * reset, the reset itself), handled on the server so that they work before and without
 * JavaScript. They go through the same schemas and services as the API; the islands post the
 * same fields to the API instead once they have hydrated.
 */

export type { FormFeedback };

type Deps = { auth: AuthService; verification: VerificationService; locations: LocationsService; clock: Clock };
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The phone of a phone form: the country picker and the number as typed (pasted with its code or not). */
export function phoneEntryOf(form: FormData): PhoneEntry {
  return readPhoneEntry(text(form, 'phone'), readCountryCode(form.get('country_code')));
}

export async function submitLoginForm(deps: Deps, form: FormData, meta: RequestMeta): Promise<{ token: string } | FormFeedback> {
  const entry = phoneEntryOf(form);
  const password = text(form, 'password');
  const te = getT(meta.locale, 'errors');
  const phoneProblem = phoneEntryError(entry);
  if (phoneProblem || password === '') {
    return { entry, fields: { ...(phoneProblem && { phone_number: te(phoneProblem) }), ...(password === '' && { password: te('field_required') }) } };
  }
  try {
    const body = parseWith(LoginBody, { phone_number: phoneEntryToE164(entry), password });
    const info = await deps.auth.login({ phone: body.phone_number, password: body.password }, meta);
    return { token: info.token };
  } catch (error) {
    return { entry, ...feedbackOf(error, meta.locale) };
  }
}

/**
 * The phone step of registration and reset: `send` a code (a code already sent less than a
 * minute ago is not an error: the code field shows with the wait), `verify` it, or `change`
 * the number. Returns the flow to keep and what to show.
 */
export async function submitPhoneStep(
  deps: Deps,
  form: FormData,
  purpose: 'register' | 'reset',
  flow: PhoneFlow,
  meta: RequestMeta,
): Promise<{ flow: PhoneFlow; feedback: FormFeedback }> {
  const t = getT(meta.locale, 'accounts');
  const te = getT(meta.locale, 'errors');
  const now = deps.clock().getTime();
  const intent = text(form, 'intent');

  if (intent === 'change') return { flow: { ...flow, phone: null, sentAt: null, verifiedAt: null, step: 1 }, feedback: {} };

  if (intent === 'verify') {
    const phone = normalizePhone(text(form, 'phone_number')) ?? flow.phone;
    const code = otpSchema.safeParse(text(form, 'otp'));
    if (!phone) return { flow, feedback: { fields: { phone_number: te('field_required') } } };
    if (!code.success) return { flow, feedback: { fields: { otp: te('otp_invalid_format') } } };
    try {
      if (!(await deps.verification.verifyCode({ phone, otp: code.data, purpose }, meta))) {
        return { flow: { ...flow, phone }, feedback: { fields: { otp: t('verification_error') } } };
      }
    } catch (error) {
      return { flow: { ...flow, phone }, feedback: feedbackOf(error, meta.locale) };
    }
    const notice = purpose === 'register' ? t('register_phone_number_success') : t('verification_success');
    return { flow: { ...flow, phone, verifiedAt: now, step: purpose === 'register' ? 2 : 1 }, feedback: { notice: { kind: 'success', text: notice } } };
  }

  // intent "send" (also Enter in the phone field)
  const entry = phoneEntryOf(form);
  const problem = phoneEntryError(entry);
  const phone = phoneEntryToE164(entry);
  if (problem || !phone) return { flow, feedback: { entry, fields: { phone_number: te(problem ?? 'invalid_phone_number') } } };
  const fresh: PhoneFlow = { ...flow, phone, verifiedAt: null, step: 1 };
  try {
    const { sent } = await deps.verification.sendCode({ phone, purpose }, meta);
    if (!sent) return { flow, feedback: { entry, notice: { kind: 'error', text: t('failed_to_send_otp') } } };
    // The code step says where the code went; no notice on top of it.
    return { flow: { ...fresh, sentAt: now }, feedback: { entry } };
  } catch (error) {
    if (error instanceof AppError && error.code === 'code_resend_too_soon' && error.options.retryAfter !== undefined) {
      const sentAt = flow.phone === phone && flow.sentAt !== null ? flow.sentAt : sentAtFromRetryAfter(error.options.retryAfter, now);
      return { flow: { ...fresh, sentAt }, feedback: { entry, notice: { kind: 'info', text: t('code_already_sent', { phone: formatPhone(phone) }) } } };
    }
    return { flow, feedback: { entry, ...feedbackOf(error, meta.locale, { phone_taken: 'phone_number' }) } };
  }
}

/** The reset's last step: phone, code and the new password; the person is signed in afterwards. */
export async function submitPasswordReset(
  deps: Deps,
  form: FormData,
  flow: PhoneFlow,
  meta: RequestMeta,
): Promise<{ token: string } | { flow: PhoneFlow; feedback: FormFeedback }> {
  const phone = normalizePhone(text(form, 'phone_number')) ?? flow.phone;
  try {
    const body = parseWith(PasswordResetBody, { phone_number: phone ?? '', otp: text(form, 'otp'), new_password: text(form, 'new_password') });
    await deps.auth.resetPassword({ phone: body.phone_number, otp: body.otp, newPassword: body.new_password }, meta);
    const info = await deps.auth.login({ phone: body.phone_number, password: body.new_password }, meta);
    return { token: info.token };
  } catch (error) {
    return { flow, feedback: feedbackOf(error, meta.locale, { otp_invalid: 'otp' }) };
  }
}

/**
 * The registration wizard as plain forms: the phone step, then `region` (`region_id`),
 * `district` (`location_id`), `step` (Previous/Next to `step`) and `register` (username and
 * password, with the flow's verified phone and district).
 */
export async function submitRegistration(
  deps: Deps,
  form: FormData,
  flow: PhoneFlow,
  meta: RequestMeta,
): Promise<{ token: string } | { flow: PhoneFlow; feedback: FormFeedback }> {
  const intent = text(form, 'intent');
  const te = getT(meta.locale, 'errors');
  const idOf = (name: string) => (/^\d{1,9}$/.test(text(form, name)) ? Number(text(form, name)) : null);

  if (intent === 'region') {
    const regionId = idOf('region_id');
    const regions = await deps.locations.listRegions();
    if (regionId === null || !regions.some((region) => region.id === regionId) || reachableStep(flow) < 2) return { flow, feedback: {} };
    const keepDistrict = flow.regionId === regionId ? flow.locationId : null;
    return { flow: { ...flow, regionId, locationId: keepDistrict, step: 3 }, feedback: {} };
  }
  if (intent === 'district') {
    const locationId = idOf('location_id');
    if (locationId === null || flow.regionId === null || (await deps.locations.regionIdOf(locationId)) !== flow.regionId) return { flow, feedback: {} };
    return { flow: { ...flow, locationId, step: 4 }, feedback: {} };
  }
  if (intent === 'step') {
    const wanted = idOf('step') ?? flow.step;
    return { flow: { ...flow, step: Math.max(1, Math.min(wanted, reachableStep(flow))) as Step }, feedback: {} };
  }
  if (intent === 'register') {
    if (!flow.phone || flow.verifiedAt === null) return { flow: { ...flow, step: 1 }, feedback: { notice: { kind: 'error', text: te('phone_not_verified') } } };
    try {
      const body = parseWith(RegisterBody, {
        username: text(form, 'username'),
        password: text(form, 'password'),
        phone_number: flow.phone,
        location_id: flow.locationId ?? '',
      });
      const info = await deps.auth.register({ username: body.username, password: body.password, phone: body.phone_number, locationId: body.location_id }, meta);
      return { token: info.token };
    } catch (error) {
      if (error instanceof AppError && error.code === 'phone_not_verified') {
        return { flow: { ...flow, verifiedAt: null, step: 1 }, feedback: feedbackOf(error, meta.locale) };
      }
      return { flow, feedback: feedbackOf(error, meta.locale, { username_taken: 'username' }) };
    }
  }
  return submitPhoneStep(deps, form, 'register', flow, meta);
}
