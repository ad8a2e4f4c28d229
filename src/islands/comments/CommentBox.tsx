import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { FieldNote, describedBy } from '../shared/FieldNote.tsx';
import { mergeRefs } from '../shared/merge-refs.ts';
import { isSubmitKey, textProblem } from './comment-input.ts';
import { useComments } from './comments-context.ts';

/**
 * A box to write a comment or a reply. Enter sends, Shift+Enter adds a line; while the text is
 * blank or on its way the button is marked disabled (aria-disabled, so it keeps the focus) and
 * the text stays put. `send` answers null when the text was taken, else the message to show
 * next to the box: a refusal belongs beside what has to change, not only in a passing notice.
 */
export function CommentBox(props: {
  label: string;
  placeholder: string;
  submitLabel: string;
  blankKey: 'enter_comment' | 'reply_info';
  send(text: string): Promise<string | null>;
  onEscape?: () => void;
  autoFocus?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t, te } = useComments();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [posting, setPosting] = useState(false);
  const blank = text.trim() === '';

  // Words typed on a slow phone before the island woke up become the state instead of vanishing.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setText(typed);
  }, []);

  async function submit() {
    if (posting) return;
    const problem = textProblem(text, props.blankKey, te);
    if (problem) return setError(problem);
    setPosting(true);
    const failure = await props.send(text);
    setPosting(false);
    if (failure === null) setText('');
    else setError(failure);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <textarea
        ref={mergeRefs(field, props.inputRef)}
        id={id}
        value={text}
        rows={props.rows ?? 3}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        readOnly={posting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => {
          setText(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (isSubmitKey(event)) {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape' && props.onEscape) {
            event.preventDefault();
            props.onEscape();
          }
        }}
        className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 read-only:bg-slate-50"
      />
      <FieldNote id={id} error={error} />
      <div className="flex justify-end">
        <button type="button" className="btn-primary !py-2.5" aria-disabled={blank || posting} onClick={() => void submit()}>
          {posting ? t('posting') : props.submitLabel}
        </button>
      </div>
    </div>
  );
}
