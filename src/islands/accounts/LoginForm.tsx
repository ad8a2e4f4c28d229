import { useEffect, useState, type SubmitEvent } from 'react';
import { setFlash } from '../shared/flash.ts';
import { DEFAULT_COUNTRY_CODE, normalizePhone } from '../../lib/phone.ts';
import { forgetUser, rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api, ApiError } from '../shared/api.ts';
import { errorMessage } from '../shared/errors.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { useT } from '../shared/i18n.ts';
import { Notices, notify } from '../shared/Notices.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { fullNumber, PhoneField, type PhoneValue } from '../shared/PhoneField.tsx';

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; fields: Record<string, string> };

/** /login: phone with country code, password with show/hide, submit with a loading state. */
export default function LoginForm({ messages, redirectTo }: { messages: IslandMessages; redirectTo: string }) {
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [phone, setPhone] = useState<PhoneValue>({ code: DEFAULT_COUNTRY_CODE, digits: '' });
  const [password, setPassword] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fields = state.kind === 'error' ? state.fields : {};

  // Only signed-out visitors see this page (the server redirects the others): whatever a previous
  // session left in local storage goes, as logout promises.
  useEffect(() => forgetUser(), []);
  const submitting = state.kind === 'submitting';

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const phoneNumber = normalizePhone(fullNumber(phone));
    const invalid: Record<string, string> = {};
    if (!phoneNumber) invalid.phone_number = te('invalid_phone_number');
    if (!password) invalid.password = te('field_required');
    if (!phoneNumber || !password) {
      setState({ kind: 'error', fields: invalid });
      return;
    }
    setState({ kind: 'submitting' });
    try {
      const info = await api<StoredUserInfo>('/api/accounts/login/', { locale: messages.locale, json: { phone_number: phoneNumber, password } });
      rememberUser(info);
      setFlash('success_login');
      window.location.assign(redirectTo);
    } catch (error) {
      notify.error(errorMessage(error, t, 'login_error'));
      setState({ kind: 'error', fields: error instanceof ApiError ? error.fieldMessages : {} });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-busy={submitting}>
      <Notices />
      <PhoneField
        value={phone}
        onChange={setPhone}
        labels={{ phone: t('phone_label'), country: t('country_code_label'), hint: t('phone_hint') }}
        error={fields.phone_number}
        disabled={submitting}
        autoFocus
      />
      <PasswordField
        label={t('password_label')}
        value={password}
        onChange={setPassword}
        showLabel={t('show_password')}
        hideLabel={t('hide_password')}
        autoComplete="current-password"
        error={fields.password}
        disabled={submitting}
      />
      <button type="submit" className="btn-primary w-full !py-3.5 !text-base" disabled={submitting}>
        {submitting ? t('logging_in') : t('login_submit')}
      </button>
    </form>
  );
}
