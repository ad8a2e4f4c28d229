import { useEffect, useState } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { formatPhone } from '../../lib/phone.ts';
import { api, ApiError } from '../shared/api.ts';
import { errorMessage } from '../shared/errors.ts';
import { notify } from '../shared/Notices.tsx';

const RESEND_SECONDS = 60;
type Busy = 'idle' | 'sending' | 'verifying';

/**
 * Sending and verifying an SMS code (registration and password reset share it): the send-again
 * countdown follows the server's one-a-minute rule and its Retry-After.
 */
export function useSmsCode(options: { locale: Locale; purpose: 'register' | 'reset'; t: TFunction }) {
  const { locale, purpose, t } = options;
  const [busy, setBusy] = useState<Busy>('idle');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function send(phone: string): Promise<boolean> {
    setBusy('sending');
    try {
      const answer = await api<{ result: boolean; message: string }>('/api/accounts/send-sms/', { locale, json: { phone_number: phone, purpose } });
      if (!answer.result) {
        notify.error(t('failed_to_send_otp'));
        return false;
      }
      setSentTo(phone);
      setResendIn(RESEND_SECONDS);
      notify.success(t('code_sent_to', { phone: formatPhone(phone) }), 3000);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) setResendIn(Math.ceil(error.retryAfter));
      notify.error(errorMessage(error, t, 'error_sending_otp'));
      return false;
    } finally {
      setBusy('idle');
    }
  }

  async function verify(phone: string, otp: string): Promise<boolean> {
    setBusy('verifying');
    try {
      const answer = await api<{ result: boolean }>('/api/accounts/verify-code/', { locale, json: { phone_number: phone, otp, purpose } });
      if (!answer.result) notify.error(t('verification_error'), 3000);
      return answer.result;
    } catch (error) {
      notify.error(errorMessage(error, t, 'verification_error'), 3000);
      return false;
    } finally {
      setBusy('idle');
    }
  }

  return { busy, sentTo, resendIn, send, verify, reset: () => setSentTo(null) };
}
