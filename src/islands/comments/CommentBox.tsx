import { useEffect, useRef, useState, type Ref } from 'react';
import { mergeRefs } from '../shared/merge-refs.ts';
import { textProblem } from './comment-input.ts';
import { CommentField } from './CommentField.tsx';
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
      <CommentField
        label={props.label}
        value={text}
        onText={(typed) => (setText(typed), setError(''))}
        error={error}
        busy={posting}
        onSubmit={() => void submit()}
        onEscape={props.onEscape}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        rows={props.rows}
        fieldRef={mergeRefs(field, props.inputRef)}
      />
      <div className="flex justify-end">
        <button type="button" className="btn-primary !py-2.5" aria-disabled={blank || posting} onClick={() => void submit()}>
          {posting ? t('posting') : props.submitLabel}
        </button>
      </div>
    </div>
  );
}
