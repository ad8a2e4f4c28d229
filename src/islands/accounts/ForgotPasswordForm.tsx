import { useState } from 'react';
import { setFlash } from '../shared/flash.ts';
import { rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api, ApiError } from '../shared/api.ts';
import { errorMessage } from '../shared/errors.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { useT } from '../shared/i18n.ts';
import { Notices, notify } from '../shared/Notices.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';

/** /forgot-password: phone → code → new password → signed in. */
export default function ForgotPasswordForm({ messages, redirectTo }: { messages: IslandMessages; redirectTo: string }) {
  const { locale } = messages;
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [verified, setVerified] = useState<{ phone: string; otp: string } | null>(null);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    if (!verified || !password) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await api('/api/accounts/password-reset/', { locale, json: { phone_number: verified.phone, otp: verified.otp, new_password: password } });
      const info = await api<StoredUserInfo>('/api/accounts/login/', { locale, json: { phone_number: verified.phone, password } });
      rememberUser(info);
      setFlash('password_reset_success');
      window.location.assign(redirectTo);
    } catch (failure) {
      notify.error(errorMessage(failure, t, 'reset_error'));
      if (failure instanceof ApiError) {
        setError(failure.errors.new_password?.[0]);
        if (failure.code === 'otp_invalid') setVerified(null);
      }
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-5">
      <Notices />
      <PhoneVerification
        locale={locale}
        purpose="reset"
        t={t}
        te={te}
        verifiedPhone={verified?.phone ?? null}
        onVerified={(phone, otp) => {
          setVerified({ phone, otp });
          notify.success(t('verification_success'), 3000);
        }}
      />
      {verified && (
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PasswordField
            label={t('new_password_label')}
            hint={t('password_hint')}
            value={password}
            onChange={setPassword}
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            autoComplete="new-password"
            error={error}
            disabled={submitting}
          />
          <button type="submit" className="btn-primary w-full !py-3.5 !text-base" disabled={!password || submitting}>
            {submitting ? t('resetting') : t('reset_submit')}
          </button>
        </form>
      )}
    </div>
  );
}
