import { useEffect, useEffectEvent, useId, useRef, useState, type SubmitEvent } from 'react';
import type { IslandMessages, TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { reasonsOf, REPORT_REASONS, type ReportTargetType } from '../../lib/report-reasons.ts';
import type { REPORT_NOTE_MAX } from '../../lib/schemas/moderation.ts';
import { api, ApiError } from './api.ts';
import { useT } from './i18n.ts';
import { usePrehydrationValue } from './use-prehydration-value.ts';

/** The note's limit of the API's `ReportBody`, copied: the schema module would bring zod into the page; the type keeps the copy the same. */
const NOTE_MAX: typeof REPORT_NOTE_MAX = 500;

/** The texts of the `reports` namespace the form uses (all it is sent: server/island-messages.ts). */
export const REPORT_DIALOG_TEXTS = [
  'report_listing',
  'report_user',
  'report_review',
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
export type ReportProblems = { reason?: string | undefined; note?: string | undefined; form?: string | undefined };

/** What the form shows for a refused report: the fields' messages beside them, anything else above the buttons. */
function problemsOf(failure: unknown, t: TFunction): ReportProblems {
  if (!(failure instanceof ApiError)) return { form: t('report_failed') };
  const { reason, note, ...others } = failure.fieldMessages;
  // `target_id` (one's own, gone) has no field here; a refusal without fields says it in its detail.
  const form =
    Object.values(others)[0] ||
    (reason || note ? undefined : failure.detail || t(failure.code === 'reports_daily_limit' ? 'report_daily_limit' : 'report_failed'));
  return { reason, note, form };
}

/** Where the form posts without a script (a page's plain form): the page's handler, and where it sends the reporter back. */
export interface PlainPost {
  action: string;
  returnTo?: string | undefined;
  /** The page's popover the form sits in: Cancel and Close hide it. */
  popoverId: string;
}

/**
 * The report form (issues 23 and 34), written once for the islands' modal dialog and the pages'
 * popover: the reasons that fit the target (lib/report-reasons.ts) and a note. Sent through the
 * API; a refusal shows inside the form, beside its field or above the buttons, keeping the choice
 * and the note; the thanks replace the form. On a page (`plain`) it is also a plain form posting
 * to the page, so it works before and without JavaScript (the page then comes back with `initial`:
 * what was chosen and typed, and why it was refused). The buttons stick to the bottom of the
 * scrolling card, so Send stays in view on a phone.
 */
export function ReportFormBody(props: {
  t: TFunction;
  locale: Locale;
  targetType: ReportTargetType;
  targetId: number;
  plain?: PlainPost | undefined;
  initial?: { reason?: string | undefined; note?: string | undefined; problems?: ReportProblems | undefined } | undefined;
  /** The island's dialog: Cancel and Close close it. */
  onClose?: (() => void) | undefined;
  /** The island's dialog keeps itself open while a report is on its way. */
  onSending?: ((sending: boolean) => void) | undefined;
  /** The form's heading's id (the dialog's label). */
  titleId: string;
  /** Shown in the page, not over it (a refused plain post): no height of its own, the buttons in the flow. */
  inPage?: boolean | undefined;
}) {
  const { t, plain } = props;
  const reasons = reasonsOf(props.targetType);
  const [phase, setPhase] = useState<Phase>('editing');
  const [reason, setReason] = useState(props.initial?.reason && (reasons as readonly string[]).includes(props.initial.reason) ? props.initial.reason : '');
  const [note, setNote] = useState(props.initial?.note ?? '');
  const [problems, setProblems] = useState<ReportProblems>(props.initial?.problems ?? {});
  const [thanks, setThanks] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  // A note typed and a reason chosen before the island hydrated (a slow phone, a page's popover open
  // before any script) become the state: else the next render would clear them and the send would
  // ask for a reason. The note as every typed field (use-prehydration-value.ts), the reason here.
  const noteField = usePrehydrationValue<HTMLTextAreaElement>(note, setNote);
  const adoptChosen = useEffectEvent(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="reason"]:checked')?.value;
    if (chosen && chosen !== reason && (reasons as readonly string[]).includes(chosen)) setReason(chosen);
  });
  // Once, right after hydration.
  useEffect(() => adoptChosen(), []);

  // Refused: the focus goes to the field to change, whose message it then reads.
  useEffect(() => {
    if (phase !== 'editing') return;
    if (problems.reason) form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
    else if (problems.note) form.current?.querySelector('textarea')?.focus();
    // A refusal of the whole report is read above the buttons: brought into the card's view.
    else if (problems.form) form.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [problems, phase]);

  // Told on a change of phase only: a new `onSending` from the caller is not a cause to tell it again.
  const reportSending = useEffectEvent((sending: boolean) => props.onSending?.(sending));
  useEffect(() => {
    if (phase === 'sent') closeButton.current?.focus();
    reportSending(phase === 'sending');
  }, [phase]);

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

  const sending = phase === 'sending';
  // Cancel and Close: the dialog's own, or the page's popover (which works without a script too).
  const dismiss = plain ? { popoverTarget: plain.popoverId, popoverTargetAction: 'hide' as const } : { onClick: () => sending || props.onClose?.() };
  return (
    <div className={`rounded-2xl bg-white text-slate-900 ${props.inPage ? 'border border-slate-200' : 'max-h-[90dvh] overflow-y-auto shadow-2xl'}`}>
      <div className="space-y-4 p-5 pb-0 sm:p-6 sm:pb-0">
        <h2 id={props.titleId} className="text-lg font-semibold text-slate-900">
          {t(`report_${props.targetType}`)}
        </h2>
      </div>
      {phase === 'sent' ? (
        <div className="space-y-4 p-5 sm:p-6">
          <p
            id={`${id}-thanks`}
            role="status"
            className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
            data-testid="report-thanks"
          >
            {thanks}
          </p>
          <div className="flex justify-end">
            <button ref={closeButton} type="button" className="btn-primary" aria-describedby={`${id}-thanks`} {...dismiss}>
              {t('report_close')}
            </button>
          </div>
        </div>
      ) : (
        <form ref={form} method="post" action={plain?.action} noValidate onSubmit={(event) => void send(event)} data-testid="report-form">
          {plain && (
            <>
              <input type="hidden" name="intent" value="report" />
              <input type="hidden" name="target_type" value={props.targetType} />
              <input type="hidden" name="target_id" value={props.targetId} />
              {plain.returnTo && <input type="hidden" name="return_to" value={plain.returnTo} />}
            </>
          )}
          <div className="space-y-4 px-5 pt-4 sm:px-6">
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">{t('report_why')}</legend>
              <div className="mt-2 grid gap-1">
                {reasons.map((each, index) => (
                  <label key={each} className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-slate-800 hover:bg-slate-50">
                    <input
                      type="radio"
                      name="reason"
                      value={each}
                      checked={reason === each}
                      onChange={() => setReason(each)}
                      // A page's popover focuses its first reason when it opens, before any script (a hidden element takes no focus).
                      autoFocus={Boolean(plain) && index === 0}
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
                ref={noteField}
                id={`${id}-note`}
                name="note"
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
                <p id={`${id}-note-error`} className="mt-1 text-sm text-red-700" data-testid="report-note-error">
                  {problems.note}
                </p>
              )}
            </div>
            {problems.form && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 user-text" data-testid="report-error">
                {problems.form}
              </p>
            )}
          </div>
          {/* Side by side on a phone too (a long label wraps inside its button), and stuck to the card's bottom: Send stays in sight. */}
          <div
            className={`${props.inPage ? '' : 'sticky bottom-0 '}mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex sm:justify-end sm:px-6`}
          >
            <button type="button" className="btn-secondary" aria-disabled={sending} {...dismiss}>
              {t('report_cancel')}
            </button>
            <button type="submit" className="btn-primary" aria-disabled={sending} data-testid="report-send">
              {sending ? t('report_sending') : t('report_send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The pages' report form as an island (components/ReportDialog.astro renders it inside its popover, server-side first). */
export default function ReportForm(props: {
  /** The `reports` namespace, with REPORT_DIALOG_TEXTS. */
  messages: IslandMessages;
  targetType: ReportTargetType;
  targetId: number;
  plain: PlainPost;
  initial?: { reason?: string | undefined; note?: string | undefined; problems?: ReportProblems | undefined } | undefined;
  titleId: string;
}) {
  const t = useT(props.messages, 'reports');
  // Each opening after a close is a new report (the thanks of the last one gone).
  const [round, setRound] = useState(0);
  // Opening the popover puts the focus on the chosen reason, else the first one.
  useEffect(() => {
    const popover = document.getElementById(props.plain.popoverId);
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') popover?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
      else setRound((value) => value + 1);
    };
    popover?.addEventListener('toggle', toggled);
    return () => popover?.removeEventListener('toggle', toggled);
  }, [props.plain.popoverId]);
  return (
    <ReportFormBody
      key={round}
      t={t}
      locale={props.messages.locale}
      targetType={props.targetType}
      targetId={props.targetId}
      plain={props.plain}
      initial={round === 0 ? props.initial : undefined}
      titleId={props.titleId}
      inPage={round === 0 && props.initial !== undefined}
    />
  );
}
