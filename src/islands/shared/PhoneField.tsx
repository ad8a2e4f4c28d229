import { useId } from 'react';
import { COUNTRY_CODES, splitTypedNumber, type CountryCode } from '../../lib/phone.ts';
import { describedBy, FieldNote } from './FieldNote.tsx';
import { usePrehydrationValue } from './use-prehydration-value.ts';

export interface PhoneValue {
  code: CountryCode;
  digits: string;
}

/**
 * Country-code picker (the nine codes) and the national number, digits only. Typing or pasting
 * a number with a known `+code` switches the country (SPEC.md §5).
 */
export function PhoneField(props: {
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  labels: { phone: string; country: string; hint: string };
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const { value, onChange, labels, error, disabled = false } = props;
  const take = (typed: string) => {
    const split = splitTypedNumber(typed);
    onChange({ code: split.code ?? value.code, digits: split.digits });
  };
  const ref = usePrehydrationValue(value.digits, take);
  return (
    <div>
      <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {labels.phone}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={labels.country}
          className="h-12 rounded-xl border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-100"
          value={value.code}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, code: event.target.value as CountryCode })}
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
          inputMode="numeric"
          autoComplete="tel-national"
          className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base tracking-wide text-slate-900 placeholder:text-slate-400 focus:border-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
          placeholder="901234567"
          value={value.digits}
          disabled={disabled}
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

export const fullNumber = (value: PhoneValue) => `${value.code}${value.digits}`;
