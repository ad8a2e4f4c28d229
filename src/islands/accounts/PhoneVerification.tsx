import { useState } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { DEFAULT_COUNTRY_CODE, formatPhone, normalizePhone } from '../../lib/phone.ts';
import { fullNumber, PhoneField, type PhoneValue } from '../shared/PhoneField.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useSmsCode } from './use-sms-code.ts';

/**
 * Phone verification (SPEC.md registration step 1, also the reset flow): first only a send-code
 * button; once a code is sent, the code input with send-again and verify.
 */
export function PhoneVerification(props: {
  locale: Locale;
  purpose: 'register' | 'reset';
  t: TFunction;
  te: TFunction;
  verifiedPhone: string | null;
  onVerified(phone: string, otp: string): void;
}) {
  const { t, te } = props;
  const sms = useSmsCode({ locale: props.locale, purpose: props.purpose, t });
  const [phone, setPhone] = useState<PhoneValue>({ code: DEFAULT_COUNTRY_CODE, digits: '' });
  const [otp, setOtp] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();

  if (props.verifiedPhone) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900" role="status">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <path d="M20 6 9 17l-5-5" />
        </svg>
        {t('verified_phone', { phone: formatPhone(props.verifiedPhone) })}
      </p>
    );
  }

  const normalized = normalizePhone(fullNumber(phone));
  async function send() {
    if (!normalized) {
      setPhoneError(te('invalid_phone_number'));
      return;
    }
    setPhoneError(undefined);
    await sms.send(normalized);
  }
  async function verify() {
    if (!sms.sentTo || !/^\d{6}$/.test(otp)) return;
    if (await sms.verify(sms.sentTo, otp)) props.onVerified(sms.sentTo, otp);
  }
  const codeStage = sms.sentTo !== null && sms.sentTo === normalized;

  return (
    <div className="space-y-4">
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setPhoneError(undefined);
        }}
        labels={{ phone: t('phone_label'), country: t('country_code_label'), hint: t('phone_hint') }}
        error={phoneError}
        disabled={sms.busy !== 'idle'}
        autoFocus
      />
      {!codeStage ? (
        <button type="button" className="btn-primary w-full !py-3.5" onClick={send} disabled={sms.busy !== 'idle'}>
          {sms.busy === 'sending' ? t('sending_code') : t('send_code')}
        </button>
      ) : (
        <div className="space-y-3">
          <TextField
            label={t('code_label')}
            hint={t('code_hint')}
            value={otp}
            onValue={(value) => setOtp(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void verify();
              }
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="button" className="btn-secondary flex-1" onClick={send} disabled={sms.busy !== 'idle' || sms.resendIn > 0}>
              {sms.resendIn > 0 ? t('send_again_in', { seconds: sms.resendIn }) : t('send_again')}
            </button>
            <button type="button" className="btn-primary flex-1" onClick={verify} disabled={sms.busy !== 'idle' || otp.length !== 6}>
              {sms.busy === 'verifying' ? t('verifying') : t('verify')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
