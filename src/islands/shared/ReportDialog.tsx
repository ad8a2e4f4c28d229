import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { reasonsOf, REPORT_REASONS } from '../../lib/report-reasons.ts';
import type { REPORT_NOTE_MAX } from '../../lib/schemas/moderation.ts';
import { api, ApiError } from './api.ts';

/** The note's limit of the API's `ReportBody`, copied: the schema module would bring zod into the page; the type keeps the copy the same. */
const NOTE_MAX: typeof REPORT_NOTE_MAX = 500;

/** The texts of the `reports` namespace the dialog uses (all it is sent: server/island-messages.ts). */
export const REPORT_DIALOG_TEXTS = [
  'report_comment',
  'report_message',
  'report_why',
  ...REPORT_REASONS.map((reason) => `reason_${reason}`),
  'report_note',
  'report_note_hint',
  'report_send',
  'report_sending',
  'report_cancel',
  'report_close',
  'report_thanks',
  'report_daily_limit',
  'report_failed',
] as const;

type Phase = 'editing' | 'sending' | 'sent';
type Problems = { reason?: string | undefined; note?: string | undefined; form?: string | undefined };

/** What the form shows for a refused report: the fields' messages beside them, anything else above the buttons. */
function problemsOf(failure: unknown, t: TFunction): Problems {
  if (!(failure instanceof ApiError)) return { form: t('report_failed') };
  const { reason, note, ...others } = failure.fieldMessages;
  // `target_id` (one's own, gone) has no field here; a refusal without fields says it in its detail.
  const form = Object.values(others)[0] || (reason || note ? undefined : failure.detail || t(failure.code === 'reports_daily_limit' ? 'report_daily_limit' : 'report_failed'));
  return { reason, note, form };
}

/**
 * "Report" inside an island (issue 23): a modal native `<dialog>` with the look, texts and
 * reasons of the pages' ReportDialog.astro, posted to `/api/reports/`. Its code loads with the
 * first Report a visitor opens, not with the page: the islands render its entry
 * (comments/ReportEntry.tsx), which mounts this while it is open. Mounted, it opens with the
 * focus on the first reason; Escape, Cancel or a click beside it closes it (`onClosed`: the
 * entry gives the focus back). Refusals show beside their fields, or above the buttons; the
 * thanks replace the form.
 */
export default function ReportDialog(props: {
  /** The `reports` namespace, with REPORT_DIALOG_TEXTS. */
  t: TFunction;
  locale: Locale;
  targetType: 'comment' | 'message';
  targetId: number;
  onClosed(): void;
}) {
  const { t } = props;
  const [phase, setPhase] = useState<Phase>('editing');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [thanks, setThanks] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressedBeside = useRef(false);
  const id = useId();

  // Mounted: modal, with the focus on the first reason.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector('input')?.focus();
  }, []);

  // Refused: the focus goes to the field to change, whose message it then reads.
  useEffect(() => {
    const element = dialog.current;
    if (problems.reason) element?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    else if (problems.note) element?.querySelector('textarea')?.focus();
  }, [problems]);

  useEffect(() => {
    if (phase === 'sent') closeButton.current?.focus();
  }, [phase]);

  function close() {
    dialog.current?.close();
  }

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    setPhase('sending');
    setProblems({});
    try {
      const json = { target_type: props.targetType, target_id: props.targetId, ...(reason && { reason }), ...(note.trim() && { note }) };
      const answer = await api<{ message?: string }>('/api/reports/', { locale: props.locale, json });
      setThanks(answer.message || t('report_thanks'));
      setPhase('sent');
    } catch (failure) {
      setProblems(problemsOf(failure, t));
      setPhase('editing');
    }
  }

  const title = `${id}-title`;
  const sending = phase === 'sending';
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
      <div className="max-h-[90dvh] space-y-4 overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-2xl sm:p-6">
        <h2 id={title} className="text-lg font-semibold text-slate-900">
          {t(`report_${props.targetType}`)}
        </h2>
        {phase === 'sent' ? (
          <>
            <p id={`${id}-thanks`} role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="report-thanks">
              {thanks}
            </p>
            <div className="flex justify-end">
              <button ref={closeButton} type="button" className="btn-primary" aria-describedby={`${id}-thanks`} onClick={close}>
                {t('report_close')}
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void send(event)} className="space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">{t('report_why')}</legend>
              <div className="mt-2 grid gap-1">
                {reasonsOf(props.targetType).map((each) => (
                  <label key={each} className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-slate-800 hover:bg-slate-50">
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={each}
                      checked={reason === each}
                      onChange={() => setReason(each)}
                      aria-invalid={problems.reason ? true : undefined}
                      aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
                      className="mt-1 accent-brand-700"
                    />
                    <span>{t(`reason_${each}`)}</span>
                  </label>
                ))}
              </div>
              {problems.reason && (
                <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
                  {problems.reason}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-700">
                {t('report_note')}
              </label>
              <textarea
                id={`${id}-note`}
                rows={3}
                maxLength={NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={problems.note ? true : undefined}
                aria-describedby={`${id}-note-hint${problems.note ? ` ${id}-note-error` : ''}`}
                className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-slate-900 user-text"
              />
              <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
                {t('report_note_hint')}
              </p>
              {problems.note && (
                <p id={`${id}-note-error`} className="mt-1 text-sm text-red-700">
                  {problems.note}
                </p>
              )}
            </div>
            {problems.form && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 user-text" data-testid="report-error">
                {problems.form}
              </p>
            )}
            {/* Side by side on a phone too (a long label wraps inside its button), so Send is in sight without scrolling. */}
            <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
              <button type="button" className="btn-secondary" aria-disabled={sending} onClick={() => sending || close()}>
                {t('report_cancel')}
              </button>
              <button type="submit" className="btn-primary" aria-disabled={sending} data-testid="report-send">
                {sending ? t('report_sending') : t('report_send')}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
