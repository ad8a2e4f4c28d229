import { useId } from 'react';
import { useComments } from './comments-context.ts';

/** The question before a comment is deleted (SPEC.md §5), in place; the safe answer has the focus. */
export function DeleteConfirm(props: { question: string; deleting: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useComments();
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !props.deleting) {
          event.preventDefault();
          props.onCancel();
        }
      }}
    >
      <p id={id} className="text-sm text-red-900">
        {props.question}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" autoFocus className="btn-secondary !px-4 !py-2" aria-disabled={props.deleting} onClick={() => props.deleting || props.onCancel()}>
          {t('cancel')}
        </button>
        <button type="button" className="btn bg-red-700 !px-4 !py-2 text-white hover:bg-red-800" aria-disabled={props.deleting} onClick={props.onConfirm}>
          {props.deleting ? t('deleting') : t('delete_confirm_button')}
        </button>
      </div>
    </div>
  );
}
