import { useId, type Ref } from 'react';
import { FieldNote, describedBy } from '../shared/FieldNote.tsx';
import { isSubmitKey } from './comment-input.ts';

/**
 * The text area of the comment box and of the editor: a hidden label, Enter to submit,
 * Shift+Enter for a new line, Escape to leave (when the caller allows), read-only while busy,
 * and the refusal under it. Typing clears the refusal.
 */
export function CommentField(props: {
  label: string;
  value: string;
  onText(text: string): void;
  error: string;
  busy: boolean;
  onSubmit(): void;
  onEscape?: (() => void) | undefined;
  placeholder?: string | undefined;
  autoFocus?: boolean | undefined;
  rows?: number | undefined;
  fieldRef?: Ref<HTMLTextAreaElement> | undefined;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <textarea
        ref={props.fieldRef}
        id={id}
        value={props.value}
        rows={props.rows ?? 3}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        readOnly={props.busy}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, undefined, props.error)}
        onChange={(event) => props.onText(event.target.value)}
        onKeyDown={(event) => {
          if (isSubmitKey(event)) {
            event.preventDefault();
            props.onSubmit();
          } else if (event.key === 'Escape' && props.onEscape) {
            event.preventDefault();
            props.onEscape();
          }
        }}
        className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 read-only:bg-slate-50"
      />
      <FieldNote id={id} error={props.error} />
    </>
  );
}
