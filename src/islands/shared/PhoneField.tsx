import { useId, type Ref } from 'react';
import { COUNTRY_CODES, readPhoneEntry, type PhoneEntry } from '../../lib/phone.ts';
import { describedBy, FieldNote } from './FieldNote.tsx';
import { mergeRefs } from './merge-refs.ts';
import { usePrehydrationValue } from './use-prehydration-value.ts';

export type { PhoneEntry };

/**
 * The one phone entry of the site (login, registration, reset): the country picker
 * (`country_code`) and the national number (`phone`), named so that the plain form posts them
 * too. Typing or pasting a number with its code (`+998 90 123 45 67`, `998901234567`,
 * `+82…`) picks the country and keeps the national digits (lib/phone.ts `readPhoneEntry`).
 */
export function PhoneField(props: {
  value: PhoneEntry;
  onChange(value: PhoneEntry): void;
  labels: { phone: string; country: string; hint: string };
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const { value, onChange, labels, error, disabled = false } = props;
  const take = (typed: string) => onChange(readPhoneEntry(typed, value.code));
  const ref = mergeRefs(usePrehydrationValue(value.digits, take), props.inputRef);
  return (
    <div>
      <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {labels.phone}
      </label>
      <div className="flex gap-2">
        <select
          name="country_code"
          aria-label={labels.country}
          className="h-12 rounded-xl border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-100"
          value={value.code}
          disabled={disabled}
          onChange={(event) => onChange(readPhoneEntry(value.digits, event.target.value as PhoneEntry['code']))}
        >
          {COUNTRY_CODES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.country} {entry.code}
            </option>
          ))}
        </select>
        <input
          ref={ref}
          id={`${id}-number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base tracking-wide text-slate-900 placeholder:text-slate-400 focus:border-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
          placeholder="901234567"
          value={value.digits}
          readOnly={disabled}
          autoFocus={props.autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-number`, labels.hint, error)}
          onChange={(event) => take(event.target.value)}
        />
      </div>
      <FieldNote id={`${id}-number`} hint={labels.hint} error={error} />
    </div>
  );
}
