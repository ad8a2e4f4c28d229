import { useEffect, useRef, useState } from 'react';
import { cleanUserText } from '../../lib/user-text.ts';
import { textProblem } from './comment-input.ts';
import { CommentField } from './CommentField.tsx';
import { useComments } from './comments-context.ts';

/**
 * Edit mode of a comment or reply (SPEC.md §4–5): the text in a box, focused at its end. Save is
 * marked disabled while the text is blank or unchanged; Enter saves, Shift+Enter adds a line,
 * Escape or Cancel leave the text as it was. A refused save keeps what was typed, with the reason.
 */
export function CommentEditor(props: { text: string; blankKey: 'enter_comment' | 'reply_info'; save(text: string): Promise<string | null>; onCancel(): void }) {
  const { t, te } = useComments();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(props.text);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const unchanged = cleanUserText(text) === props.text;
  const blank = text.trim() === '';

  useEffect(() => {
    const element = field.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  async function save() {
    if (saving || unchanged) return;
    const problem = textProblem(text, props.blankKey, te);
    if (problem) return setError(problem);
    setSaving(true);
    const failure = await props.save(text);
    // On success the item leaves edit mode and this editor is gone.
    if (failure !== null) {
      setSaving(false);
      setError(failure);
    }
  }

  return (
    <div className="mt-2 space-y-2">
      <CommentField
        label={t('edit_label')}
        value={text}
        onText={(typed) => (setText(typed), setError(''))}
        error={error}
        busy={saving}
        onSubmit={() => void save()}
        onEscape={saving ? undefined : props.onCancel}
        fieldRef={field}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => saving || props.onCancel()} aria-disabled={saving}>
          {t('cancel')}
        </button>
        <button type="button" className="btn-primary !px-4 !py-2" aria-disabled={saving || unchanged || blank} onClick={() => void save()}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </div>
  );
}
