import { useId, type ReactNode } from 'react';
import { describedBy, FieldNote } from './FieldNote.tsx';

/** A labelled select of numbered ids with an empty first choice (placeholder). */
export function SelectField(props: {
  label: string;
  placeholder: string;
  value: number | null;
  options: { id: number; label: string }[];
  onChoose(id: number | null): void;
  disabled?: boolean;
  error?: string | undefined;
  /** Extra content under the select (e.g. a retry link). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
        value={props.value ?? ''}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, undefined, props.error)}
        onChange={(event) => props.onChoose(Number(event.target.value) || null)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {props.children}
      <FieldNote id={id} error={props.error} />
    </div>
  );
}
