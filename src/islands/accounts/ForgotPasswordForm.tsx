import { useState } from 'react';
import type { FormFeedback } from '../../lib/form-feedback.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { RESET_FLOW_COOKIE, type PhoneFlow } from '../../lib/phone-flow.ts';
import { rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api } from '../shared/api.ts';
import { deleteCookie } from '../shared/cookies.ts';
import { errorMessage, fieldErrors } from '../shared/errors.ts';
import { setFlash } from '../shared/flash.ts';
import { useT } from '../shared/i18n.ts';
import { Notices } from '../shared/Notices.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { usePersistedFlow, useServerClock } from './use-phone-flow.ts';

/**
 * /forgot-password: the phone, then the SMS code and the new password in one form; signed in
 * afterwards. Works as plain forms without JavaScript (forgot-password.astro).
 */
export default function ForgotPasswordForm(props: {
  messages: IslandMessages;
  redirectTo: string;
  initial: { flow: PhoneFlow; feedback: FormFeedback; serverNow: number; outboxFile: string | null };
}) {
  const { messages, redirectTo } = props;
  const { locale } = messages;
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [flow, setFlow] = usePersistedFlow(RESET_FLOW_COOKIE, props.initial.flow);
  const now = useServerClock(props.initial.serverNow);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(props.initial.feedback.fields?.new_password);

  async function reset(phone: string, otp: string): Promise<FormFeedback | null> {
    if (!password) {
      setPasswordError(te('field_required'));
      return {};
    }
    try {
      await api('/api/accounts/password-reset/', { locale, json: { phone_number: phone, otp, new_password: password } });
      const info = await api<StoredUserInfo>('/api/accounts/login/', { locale, json: { phone_number: phone, password } });
      deleteCookie(RESET_FLOW_COOKIE);
      rememberUser(info);
      setFlash('password_reset_success');
      window.location.assign(redirectTo);
      return null;
    } catch (error) {
      const fields = fieldErrors(error, { otp_invalid: 'otp' });
      setPasswordError(fields.new_password);
      return Object.keys(fields).length > 0 ? { fields } : { notice: { kind: 'error', text: errorMessage(error, t, 'reset_error') } };
    }
  }

  return (
    <div className="space-y-5">
      <Notices closeLabel={t('close')} />
      <PhoneVerification
        locale={locale}
        purpose="reset"
        t={t}
        te={te}
        flow={flow}
        onFlowChange={setFlow}
        now={now}
        initial={props.initial.feedback}
        outboxFile={props.initial.outboxFile}
        action={{
          intent: 'reset',
          label: t('reset_submit'),
          busyLabel: t('resetting'),
          run: reset,
          fields: (
            <PasswordField
              label={t('new_password_label')}
              name="new_password"
              hint={t('password_hint')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setPasswordError(undefined);
              }}
              showLabel={t('show_password')}
              hideLabel={t('hide_password')}
              autoComplete="new-password"
              error={passwordError}
            />
          ),
        }}
      />
    </div>
  );
}
