import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { IslandMessages } from '../../lib/i18n.ts';
import { DEFAULT_COUNTRY_CODE, phoneEntryError, phoneEntryToE164, type PhoneEntry } from '../../lib/phone.ts';
import { forgetUser, rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api } from '../shared/api.ts';
import { errorMessage, fieldErrors } from '../shared/errors.ts';
import { setFlash } from '../shared/flash.ts';
import type { FormFeedback, FormNotice } from '../../lib/form-feedback.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useT } from '../shared/i18n.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';

/**
 * /login: phone with country code, password with show/hide, submit with a loading state. A
 * plain form the server handles (login.astro) until the island hydrates; then the same fields
 * go to the API and errors show in the form.
 */
export default function LoginForm({ messages, redirectTo, initial }: { messages: IslandMessages; redirectTo: string; initial: FormFeedback }) {
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [phone, setPhone] = useState<PhoneEntry>(initial.entry ?? { code: DEFAULT_COUNTRY_CODE, digits: '' });
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>(initial.fields ?? {});
  const [notice, setNotice] = useState<FormNotice | null>(initial.notice ?? null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // Only signed-out visitors see this page (the server redirects the others): whatever a previous
  // session left in local storage goes, as logout promises.
  useEffect(() => forgetUser(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = phoneEntryError(phone);
    const invalid = { ...(problem && { phone_number: te(problem) }), ...(!password && { password: te('field_required') }) };
    if (Object.keys(invalid).length > 0) {
      setFields(invalid);
      setNotice(null);
      if (problem) phoneInput.current?.focus();
      return;
    }
    setSubmitting(true);
    setNotice(null);
    try {
      const info = await api<StoredUserInfo>('/api/accounts/login/', { locale: messages.locale, json: { phone_number: phoneEntryToE164(phone), password } });
      rememberUser(info);
      setFlash('success_login');
      window.location.assign(redirectTo);
    } catch (error) {
      const byField = fieldErrors(error);
      setFields(byField);
      setNotice(Object.keys(byField).length > 0 ? null : { kind: 'error', text: errorMessage(error, t, 'login_error') });
      setSubmitting(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-busy={submitting}>
      <FormAlert notice={notice} />
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setFields((current) => ({ ...current, phone_number: '' }));
        }}
        labels={{ phone: t('phone_label'), country: t('country_code_label'), hint: t('phone_hint') }}
        error={fields.phone_number}
        disabled={submitting}
        inputRef={phoneInput}
        autoFocus
      />
      <PasswordField
        label={t('password_label')}
        name="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFields((current) => ({ ...current, password: '' }));
        }}
        showLabel={t('show_password')}
        hideLabel={t('hide_password')}
        autoComplete="current-password"
        error={fields.password}
        disabled={submitting}
      />
      <button type="submit" className="btn-primary w-full !py-3.5 !text-base" aria-disabled={submitting || undefined}>
        {submitting ? t('logging_in') : t('login_submit')}
      </button>
    </form>
  );
}
