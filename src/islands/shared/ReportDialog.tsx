import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { ReportFormBody } from './ReportForm.tsx';

export { REPORT_DIALOG_TEXTS } from './ReportForm.tsx';

/**
 * "Report" inside an island (issue 23): a modal native `<dialog>` holding the one report form
 * (ReportForm.tsx, also the pages' popover form), posted to `/api/reports/`. Its code loads with
 * the first Report a visitor opens, not with the page: the islands render its entry
 * (comments/ReportEntry.tsx), which mounts this while it is open. Mounted, it opens with the focus
 * on the first reason; Escape, Cancel or a click beside it closes it (`onClosed`: the entry gives
 * the focus back). Refusals show beside their fields, or above the buttons; the thanks replace the form.
 */
export default function ReportDialog(props: {
  /** The `reports` namespace, with REPORT_DIALOG_TEXTS. */
  t: TFunction;
  locale: Locale;
  targetType: 'comment' | 'message';
  targetId: number;
  onClosed(): void;
}) {
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedBeside = useRef(false);
  const title = `${useId()}-title`;

  // Mounted: modal, with the focus on the first reason.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector('input')?.focus();
  }, []);

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={title}
      className="mx-0 mt-auto mb-0 w-full max-w-none overflow-visible border-0 bg-transparent p-2 backdrop:bg-slate-900/45 sm:m-auto sm:w-[28rem]"
      // While the report is on its way, it stays open: its answer is what the dialog shows next.
      onCancel={(event) => sending && event.preventDefault()}
      onClose={props.onClosed}
      onPointerDown={(event) => (pressedBeside.current = event.target === event.currentTarget)}
      onClick={(event) => pressedBeside.current && event.target === event.currentTarget && !sending && close()}
      data-testid="report-dialog"
    >
      <ReportFormBody
        t={props.t}
        locale={props.locale}
        targetType={props.targetType}
        targetId={props.targetId}
        titleId={title}
        onClose={close}
        onSending={setSending}
      />
    </dialog>
  );
}
