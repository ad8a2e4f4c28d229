import { useId, type KeyboardEvent } from 'react';

/**
 * The site's one confirmation (never the browser's `confirm()`): a question in place, with the
 * safe answer focused; Escape cancels. Deleting a comment or a listing's picture asks with it.
 */
export function ConfirmInPlace(props: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed work runs: the confirm button says so and both wait. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  className?: string;
}) {
  const id = useId();
  const busy = props.busy ?? false;
  // The group's two buttons are all in it that takes focus: Escape on either cancels.
  const cancelOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      props.onCancel();
    }
  };
  return (
    <div role="group" aria-labelledby={id} className={`rounded-xl border border-red-200 bg-red-50 p-3 ${props.className ?? ''}`}>
      <p id={id} className="text-sm text-red-900">
        {props.question}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          className="btn-secondary !px-4 !py-2"
          aria-disabled={busy}
          onClick={() => busy || props.onCancel()}
          onKeyDown={cancelOnEscape}
        >
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className="btn bg-red-700 !px-4 !py-2 text-white hover:bg-red-800"
          aria-disabled={busy}
          onClick={() => busy || props.onConfirm()}
          onKeyDown={cancelOnEscape}
        >
          {busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </div>
  );
}
