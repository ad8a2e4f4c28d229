import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy, FieldNote } from './FieldNote.tsx';
import { mergeRefs } from './merge-refs.ts';
import { usePrehydrationValue } from './use-prehydration-value.ts';

/** A labelled text input with an optional hint and error, wired for screen readers. */
export function TextField(
  props: { label: string; hint?: string; error?: string | undefined; onValue(value: string): void; inputRef?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'onChange' | 'id'
  >,
) {
  const id = useId();
  const { label, hint, error, onValue, className, inputRef, ...input } = props;
  const ref = mergeRefs(usePrehydrationValue(String(input.value ?? ''), onValue), inputRef);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  );
}
