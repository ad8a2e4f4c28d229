import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { CARD_DIGITS, cardDigits, expiryOf, expiryPassed, formatCardNumber, formatExpiry, type CardProblem } from '../../lib/card-entry.ts';
import type { TFunction } from '../../lib/i18n.ts';
import type { FormNotice } from '../../lib/form-feedback.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { CardFlowError, paymeCards, type VerifiedCard } from '../shared/payme-cards.ts';

type Stage = { step: 'card' } | { step: 'code'; token: string; phone: string };

/** Which field a problem belongs to (null: the form's own message). */
const FIELD_OF: Partial<Record<CardProblem, 'number' | 'expiry' | 'code'>> = {
  number: 'number',
  expiry: 'expiry',
  expired: 'expiry',
  code_wrong: 'code',
};

/**
 * The safe deal's card form (issue 39): the buyer's card number and expiry go to the payment
 * provider from this browser (islands/shared/payme-cards.ts), the provider texts a code to the
 * card's phone, and the verified card's token is handed to `onVerified` (the deal's pay step
 * holds the money with it). Needs JavaScript: the page says so to a browser without it.
 */
export function CardForm(props: {
  t: TFunction;
  form: { endpoint: string; merchantId: string };
  onVerified(card: VerifiedCard): Promise<void> | void;
  now?: () => Date;
}) {
  const { t } = props;
  const cards = useRef(paymeCards(props.form)).current;
  const [stage, setStage] = useState<Stage>({ step: 'card' });
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Partial<Record<'number' | 'expiry' | 'code', string>>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const focusCode = useRef(false);

  useEffect(() => {
    if (focusCode.current) codeInput.current?.focus();
    focusCode.current = false;
  });

  function show(problem: CardProblem) {
    const field = FIELD_OF[problem];
    if (field) {
      setFields({ [field]: t(`error_${problem}`) });
      ({ number: numberInput, expiry: expiryInput, code: codeInput })[field].current?.focus();
    } else setNotice({ kind: 'error', text: t(`error_${problem}`) });
    // A card the provider no longer knows, or too many wrong codes: start again with the card.
    if (problem === 'refused' || problem === 'code_tries' || problem === 'code_expired') setStage({ step: 'card' });
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    setFields({});
    try {
      await work();
    } catch (error) {
      show(error instanceof CardFlowError ? error.problem : 'unavailable');
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (stage.step === 'card') {
      const digits = cardDigits(number);
      const mmyy = expiryOf(expiry);
      if (digits.length !== CARD_DIGITS) return show('number');
      if (!mmyy) return show('expiry');
      if (expiryPassed(mmyy, (props.now ?? (() => new Date()))())) return show('expired');
      void run(async () => {
        const token = await cards.create(digits, mmyy);
        const sent = await cards.sendCode(token);
        setStage({ step: 'code', token, phone: sent.phone });
        setCode('');
        focusCode.current = true;
      });
      return;
    }
    const token = stage.token;
    if (!/^\d{4,8}$/.test(code.trim())) return show('code_wrong');
    void run(async () => {
      const card = await cards.verify(token, code.trim());
      await props.onVerified(card);
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <FormAlert notice={notice} />
      {stage.step === 'card' ? (
        <>
          <TextField
            label={t('number')}
            inputRef={numberInput}
            value={formatCardNumber(number)}
            onValue={(value) => setNumber(cardDigits(value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="8600 0000 0000 0000"
            error={fields.number}
          />
          <TextField
            label={t('expiry')}
            hint={t('expiry_hint')}
            inputRef={expiryInput}
            value={formatExpiry(expiry)}
            onValue={(value) => setExpiry(value)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className="max-w-40"
            error={fields.expiry}
          />
          <p className="text-sm text-slate-600">{t('never_seen')}</p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700" role="status">
            {t('code_sent', { phone: stage.phone })}
          </p>
          <TextField
            label={t('code')}
            inputRef={codeInput}
            value={code}
            onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="max-w-48"
            error={fields.code}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary h-12">
          {busy ? t('busy') : stage.step === 'card' ? t('send_code') : t('verify')}
        </button>
        {stage.step === 'code' && (
          <button
            type="button"
            onClick={() => {
              setStage({ step: 'card' });
              setFields({});
              setNotice(null);
            }}
            className="btn-secondary h-12"
          >
            {t('other_card')}
          </button>
        )}
      </div>
    </form>
  );
}
