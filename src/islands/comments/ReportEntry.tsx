import { useRef, useState, type ReactNode } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { notify } from '../shared/Notices.tsx';

type DialogComponent = typeof import('../shared/ReportDialog.tsx').default;

/**
 * Report's entry in an island (issue 23), for comments and chat messages: renders `opener`
 * (the island's own button or menu item), and opening shows shared/ReportDialog.tsx, whose code
 * comes then, not with the page (the pages' JavaScript budget). Once it closes, the focus goes
 * back to where it came from: `open(returnTo)`, by default the element focused when opened.
 */
export function ReportEntry(props: {
  /** The `reports` namespace, with REPORT_DIALOG_TEXTS. */
  t: TFunction;
  locale: Locale;
  targetType: 'comment' | 'message';
  targetId: number;
  /** Renders the entry; `open` takes the element the focus goes back to (when the entry itself goes away, as a menu's item does). */
  opener(open: (returnTo?: HTMLElement | null) => void): ReactNode;
}) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  function open(from?: HTMLElement | null) {
    returnTo.current = from ?? (document.activeElement as HTMLElement | null);
    // Fetched with the first Report opened (the browser keeps the module, and also a failure, until the page is loaded again).
    import('../shared/ReportDialog.tsx').then(
      (module) => setDialog(() => module.default),
      () => {
        notify.error(props.t('report_failed'), 5000);
        closed();
      },
    );
  }

  function closed() {
    setDialog(null);
    if (returnTo.current?.isConnected) returnTo.current.focus();
  }

  return (
    <>
      {props.opener(open)}
      {Dialog && <Dialog t={props.t} locale={props.locale} targetType={props.targetType} targetId={props.targetId} onClosed={closed} />}
    </>
  );
}
