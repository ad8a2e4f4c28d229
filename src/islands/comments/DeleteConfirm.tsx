import { ConfirmInPlace } from '../shared/ConfirmInPlace.tsx';
import { useComments } from './comments-context.ts';

/** The question before a comment is deleted (SPEC.md §5), in place: the site's one confirmation. */
export function DeleteConfirm(props: { question: string; deleting: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useComments();
  return (
    <ConfirmInPlace
      className="mt-2"
      question={props.question}
      confirmLabel={t('delete_confirm_button')}
      cancelLabel={t('cancel')}
      busyLabel={t('deleting')}
      busy={props.deleting}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
