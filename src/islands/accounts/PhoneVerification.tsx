import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { CODE_LENGTH, RESEND_INTERVAL_MS } from '../../lib/account-rules.ts';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { formatPhone, phoneEntryError, phoneEntryToE164, readPhoneEntry, type PhoneEntry } from '../../lib/phone.ts';
import { awaitsCode, sentAtFromRetryAfter, type PhoneFlow } from '../../lib/phone-flow.ts';
import { api, ApiError } from '../shared/api.ts';
import { errorMessage, fieldErrors } from '../shared/errors.ts';
import type { FormFeedback, FormNotice } from '../../lib/form-feedback.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useSecondsUntil } from './use-phone-flow.ts';

/** The code step's own action: verify (registration) or reset the password (reset). */
export interface CodeAction {
  intent: 'verify' | 'reset';
  label: string;
  busyLabel: string;
  /** Fields shown under the code (the reset's new password). */
  fields?: ReactNode;
  /** Runs the action; answers what to show when it did not go through. */
  run(phone: string, otp: string): Promise<FormFeedback | null>;
}

type Busy = 'sending' | 'finishing' | null;

/**
 * The phone step of registration and reset: first the phone and "send code"; once a code is
 * sent, the code (and the action's own fields) with "send again" after the one-minute wait.
 * Both stages are plain forms (`intent` send / verify / reset / change) that the server
 * handles before and without JavaScript; once hydrated, the island sends the same requests to
 * the API. Busy buttons stay focusable (`aria-disabled`), so focus never falls to the page.
 */
export function PhoneVerification(props: {
  locale: Locale;
  purpose: 'register' | 'reset';
  t: TFunction;
  te: TFunction;
  flow: PhoneFlow;
  onFlowChange(flow: PhoneFlow): void;
  now(): number;
  initial: FormFeedback;
  action: CodeAction;
  /** Outside production with the outbox provider: the file the code went to (README "Reading SMS codes locally"). */
  outboxFile?: string | null;
}) {
  const { t, te, flow, onFlowChange, now, action } = props;
  const [entry, setEntry] = useState<PhoneEntry>(props.initial.entry ?? readPhoneEntry(flow.phone ?? '', '+998'));
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [fields, setFields] = useState<Record<string, string>>(props.initial.fields ?? {});
  const [notice, setNotice] = useState<FormNotice | null>(props.initial.notice ?? null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'phone' | 'code' | null>(null);
  const codeStage = awaitsCode(flow);
  const resendIn = useSecondsUntil(flow.sentAt === null ? null : flow.sentAt + RESEND_INTERVAL_MS, now);

  // Focus follows the stage: the code field after a code went out, the phone after "change".
  useEffect(() => {
    const target = focusNext.current === 'code' ? codeInput.current : focusNext.current === 'phone' ? phoneInput.current : null;
    focusNext.current = null;
    target?.focus();
  });

  function clearField(name: string) {
    setFields((current) => (current[name] ? { ...current, [name]: '' } : current));
  }

  async function send(phone: string) {
    setBusy('sending');
    setNotice(null);
    try {
      const answer = await api<{ result: boolean }>('/api/accounts/send-sms/', { locale: props.locale, json: { phone_number: phone, purpose: props.purpose } });
      if (!answer.result) {
        setNotice({ kind: 'error', text: t('failed_to_send_otp') });
        return;
      }
      onFlowChange({ ...flow, phone, sentAt: now(), verifiedAt: null, step: 1 });
      setOtp('');
      focusNext.current = 'code';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'code_resend_too_soon' && error.retryAfter) {
        // A code went out less than a minute ago (another tab, a reload): type that one.
        const sentAt = flow.phone === phone && flow.sentAt !== null ? flow.sentAt : sentAtFromRetryAfter(error.retryAfter, now());
        onFlowChange({ ...flow, phone, sentAt, verifiedAt: null, step: 1 });
        setNotice({ kind: 'info', text: t('code_already_sent', { phone: formatPhone(phone) }) });
        focusNext.current = 'code';
        return;
      }
      const byField = fieldErrors(error, { phone_taken: 'phone_number' });
      setFields(byField);
      if (Object.keys(byField).length === 0) setNotice({ kind: 'error', text: errorMessage(error, t, 'error_sending_otp') });
    } finally {
      setBusy(null);
    }
  }

  async function finish(phone: string) {
    if (otp.length !== CODE_LENGTH) {
      setFields({ otp: te('otp_invalid_format') });
      codeInput.current?.focus();
      return;
    }
    setBusy('finishing');
    setNotice(null);
    const refused = await action.run(phone, otp);
    setBusy(null);
    if (!refused) return;
    setFields(refused.fields ?? {});
    setNotice(refused.notice ?? null);
    if (refused.fields?.otp) codeInput.current?.focus();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const intent = (event.nativeEvent.submitter as HTMLButtonElement | null)?.value ?? (codeStage ? action.intent : 'send');
    if (intent === 'change') {
      onFlowChange({ ...flow, phone: null, sentAt: null, verifiedAt: null, step: 1 });
      setFields({});
      setNotice(null);
      focusNext.current = 'phone';
      return;
    }
    if (intent === 'send' && codeStage && flow.phone) return void send(flow.phone);
    if (intent === 'send') {
      const problem = phoneEntryError(entry);
      const phone = phoneEntryToE164(entry);
      if (problem || !phone) {
        setFields({ phone_number: te(problem ?? 'invalid_phone_number') });
        phoneInput.current?.focus();
        return;
      }
      return void send(phone);
    }
    if (flow.phone) void finish(flow.phone);
  }

  if (!codeStage) {
    return (
      <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-busy={busy !== null}>
        <FormAlert notice={notice} />
        <PhoneField
          value={entry}
          onChange={(value) => {
            setEntry(value);
            clearField('phone_number');
          }}
          labels={{ phone: t('phone_label'), country: t('country_code_label'), hint: t('phone_hint') }}
          error={fields.phone_number}
          disabled={busy !== null}
          inputRef={phoneInput}
          autoFocus
        />
        <button type="submit" name="intent" value="send" className="btn-primary w-full !py-3.5" aria-disabled={busy !== null || undefined}>
          {busy === 'sending' ? t('sending_code') : t('send_code')}
        </button>
      </form>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-busy={busy !== null}>
      <FormAlert notice={notice} />
      <p role="status" className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {t('code_sent_to', { phone: formatPhone(flow.phone!) })}
      </p>
      {props.outboxFile && (
        <p
          data-testid="sms-outbox-hint"
          className="rounded-xl border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 wrap-anywhere"
        >
          {t('sms_outbox_hint', { file: props.outboxFile })}
        </p>
      )}
      <input type="hidden" name="phone_number" value={flow.phone!} />
      <TextField
        name="otp"
        label={t('code_label')}
        hint={t('code_hint')}
        value={otp}
        onValue={(value) => {
          setOtp(value.replace(/\D/g, '').slice(0, CODE_LENGTH));
          clearField('otp');
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        error={fields.otp}
        readOnly={busy !== null}
        inputRef={codeInput}
      />
      {action.fields}
      {/* The action comes first: Enter in a field submits the first button of the form. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row-reverse">
        <button type="submit" name="intent" value={action.intent} className="btn-primary flex-1" aria-disabled={busy !== null || undefined}>
          {busy === 'finishing' ? action.busyLabel : action.label}
        </button>
        <button type="submit" name="intent" value="send" className="btn-secondary flex-1" disabled={resendIn > 0} aria-disabled={busy !== null || undefined}>
          {busy === 'sending' ? t('sending_code') : resendIn > 0 ? t('send_again_in', { seconds: resendIn }) : t('send_again')}
        </button>
      </div>
      <button type="submit" name="intent" value="change" className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('change_number')}
      </button>
    </form>
  );
}
