import { PASSWORD_MAX } from '../../lib/account-rules.ts';
import { useId, useState } from 'react';
import { describedBy, FieldNote } from './FieldNote.tsx';
import { usePrehydrationValue } from './use-prehydration-value.ts';

/** A password input with a show/hide toggle. */
export function PasswordField(props: {
  label: string;
  /** The form field's name, as the server's plain-form handler reads it. */
  name: string;
  value: string;
  onChange(value: string): void;
  showLabel: string;
  hideLabel: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const ref = usePrehydrationValue(props.value, props.onChange);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-3 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
          value={props.value}
          maxLength={PASSWORD_MAX}
          readOnly={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(id, props.hint, props.error)}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <button
          type="button"
          className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          aria-label={visible ? props.hideLabel : props.showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {visible ? (
              <>
                <path d="M10.7 5.1A10.4 10.4 0 0 1 12 5c7 0 10 7 10 7a13.2 13.2 0 0 1-1.7 2.7" />
                <path d="M6.6 6.6A13.5 13.5 0 0 0 2 12s3 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
                <path d="m2 2 20 20" />
                <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
              </>
            ) : (
              <>
                <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
                <circle cx="12" cy="12" r="3" />
              </>
            )}
          </svg>
        </button>
      </div>
      <FieldNote id={id} hint={props.hint} error={props.error} />
    </div>
  );
}
