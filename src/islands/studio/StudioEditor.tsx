import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldId, fieldKey, formShaped, withItemAdded, withItemRemoved, withText, type Copies } from '../../lib/copy-edit.ts';
import { formatClock, formatDateTime } from '../../lib/format.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { LOCALES, localizePath, type Locale } from '../../lib/locales.ts';
import { copyProblems, type CopyField, type CopyPath, type CopyProblem } from '../../lib/page-copy.ts';
import { ApiError } from '../shared/api.ts';
import { ConfirmInPlace } from '../shared/ConfirmInPlace.tsx';
import { errorMessage } from '../shared/errors.ts';
import { useT } from '../shared/i18n.ts';
import { CopyFields, type FieldsContext } from './CopyFields.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import type { IconShape } from './IconPicker.tsx';
import { studioApi, type CopyEditor, type StudioPageData } from './studio-api.ts';

/** Autosave waits this long after the last keystroke. */
const SAVE_DELAY_MS = 800;
/** Problems listed in the summary at most (the rest are counted). */
const SUMMARY_MAX = 12;

type Save = { state: 'none' } | { state: 'pending' } | { state: 'saving' } | { state: 'saved'; at: string } | { state: 'failed'; message: string };
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Where each page is on the site (its preview adds `?preview`). */
const PAGE_PATHS = { landing: '/', about: '/about', updates: '/updates' } as const;

/**
 * The copy editor (issue 37): a page's fields in Uzbek, Russian and English side by side (one
 * language at a time on a phone), generated from its form; problems next to each field and in a
 * summary; the draft saved as you type over the revision read (a conflict is shown, never
 * overwritten); preview, publish, discard; and the page's history.
 */
export default function StudioEditor(props: { messages: IslandMessages; initial: StudioPageData; icons: Record<string, IconShape> }) {
  const { messages, icons } = props;
  const locale = messages.locale;
  const t = useT(messages, 'studio');
  const tt = useT(messages, 'time');
  const { page, form } = props.initial;
  const client = useMemo(() => studioApi(page, locale), [page, locale]);

  const [copies, setCopies] = useState<Copies>(() => formShaped(page, props.initial.draft?.copy ?? props.initial.published.copy));
  const [published, setPublished] = useState(props.initial.published);
  const [draft, setDraft] = useState<{ revision: number; base: number; editor: CopyEditor | null; at: string } | null>(() =>
    props.initial.draft
      ? {
          revision: props.initial.draft.revision,
          base: props.initial.draft.base_version,
          editor: props.initial.draft.editor,
          at: props.initial.draft.updated_at,
        }
      : null,
  );
  const [save, setSave] = useState<Save>({ state: 'none' });
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'publish' | 'discard' | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [tab, setTab] = useState<'edit' | 'history'>('edit');
  const [active, setActive] = useState<Locale>(locale);

  // What the autosave works from: the newest copy and the revision it saves over (state lags a render behind).
  const latest = useRef({ copies, revision: draft?.revision ?? 0, base: draft?.base ?? published.version });
  const dirty = useRef(false);
  const saving = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflicted = useRef(false);

  const problems = useMemo(() => copyProblems(page, copies), [page, copies]);
  const byField = useMemo(() => {
    const map = new Map<string, CopyProblem[]>();
    for (const problem of problems) {
      const key = fieldKey(problem.locale, problem.path);
      map.set(key, [...(map.get(key) ?? []), problem]);
    }
    return map;
  }, [problems]);

  const labelOf = useCallback(
    (field: CopyField) => (Object.hasOwn(messages.resources.studio ?? {}, field.label) ? t(field.label) : t(field.fallback)),
    [t, messages],
  );
  const languageName = useCallback((lng: Locale) => t(`lang_${lng}`), [t]);
  const pathLabel = useCallback(
    (path: CopyPath) => {
      const names: string[] = [];
      let fields: CopyField[] = form.fields;
      let current: CopyField | undefined;
      for (const key of path) {
        if (typeof key === 'number') {
          if (current?.kind !== 'list') break;
          // "Card 2", not "Cards › 2".
          names.splice(-1, 1, t('item_number', { label: labelOf(current.of), number: key + 1 }));
          current = current.of;
          fields = current.kind === 'group' ? current.fields : [];
          continue;
        }
        current = fields.find((field) => field.key === key);
        if (!current) break;
        names.push(labelOf(current));
        fields = current.kind === 'group' ? current.fields : [];
      }
      return names.join(' › ');
    },
    [form, labelOf, t],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (saving.current) await saving.current;
    if (conflicted.current) return false;
    if (!dirty.current) return true;
    dirty.current = false;
    const { copies: body, revision, base } = latest.current;
    setSave({ state: 'saving' });
    const attempt = client.save({ copy: body, revision, base_version: base }).then(
      (saved) => {
        latest.current = { ...latest.current, revision: saved.revision };
        setDraft((current) => ({ revision: saved.revision, base, editor: current?.editor ?? null, at: saved.updated_at }));
        setSave(dirty.current ? { state: 'pending' } : { state: 'saved', at: saved.updated_at });
        return true;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'copy_draft_conflict') {
          conflicted.current = true;
          setConflict(errorMessage(error, t, 'action_failed'));
          setSave({ state: 'failed', message: t('save_failed') });
        } else {
          dirty.current = true;
          setSave({ state: 'failed', message: errorMessage(error, t, 'action_failed') });
        }
        return false;
      },
    );
    saving.current = attempt;
    try {
      return await attempt;
    } finally {
      saving.current = null;
    }
  }, [client, t]);

  const change = useCallback(
    (next: Copies) => {
      if (conflicted.current) return;
      latest.current = { ...latest.current, copies: next };
      setCopies(next);
      dirty.current = true;
      setNotice(null);
      setSave({ state: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving with changes not yet saved: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  const context: FieldsContext = {
    copies,
    problems: byField,
    active,
    disabled: conflict !== null,
    icons,
    t,
    labelOf,
    languageName,
    onText: (lng, path, value) => change(withText(latest.current.copies, lng, path, value)),
    onAdd: (path, list) => change(withItemAdded(latest.current.copies, path, list)),
    onRemove: (path, index) => change(withItemRemoved(latest.current.copies, path, index)),
  };

  function retry() {
    dirty.current = true;
    void flush();
  }

  /** A refusal that means someone else moved the page on: shown as the conflict, with a reload. */
  function refused(error: unknown): boolean {
    if (error instanceof ApiError && (error.code === 'copy_draft_conflict' || error.code === 'copy_version_stale')) {
      conflicted.current = true;
      setConflict(errorMessage(error, t, 'action_failed'));
      return true;
    }
    return false;
  }

  async function publish() {
    setNotice(null);
    setBusy('publish');
    try {
      if (!(await flush())) return;
      const { revision } = latest.current;
      const made = await client.publish({ revision, version: published.version });
      setPublished({ version: made.version, copy: latest.current.copies });
      latest.current = { ...latest.current, revision: 0, base: made.version };
      setDraft(null);
      setSave({ state: 'none' });
      setNotice({ tone: 'success', text: t('published_as', { version: made.version }) });
    } catch (error) {
      if (!refused(error)) setNotice({ tone: 'error', text: errorMessage(error, t, 'action_failed') });
    } finally {
      setBusy(null);
    }
  }

  async function discard() {
    setBusy('discard');
    setNotice(null);
    clearTimeout(timer.current);
    try {
      while (saving.current) await saving.current;
      dirty.current = false;
      const { revision } = latest.current;
      if (revision > 0) await client.discard(revision);
      const fresh = formShaped(page, published.copy);
      latest.current = { copies: fresh, revision: 0, base: published.version };
      setCopies(fresh);
      setDraft(null);
      setSave({ state: 'none' });
      setAskDiscard(false);
      setNotice({ tone: 'success', text: t('discarded') });
    } catch (error) {
      setAskDiscard(false);
      if (!refused(error)) setNotice({ tone: 'error', text: errorMessage(error, t, 'action_failed') });
    } finally {
      setBusy(null);
    }
  }

  /** After a restore or a reset: the page as the server now has it (a draft, if any, stays). */
  async function reload(message: string) {
    const data = await client.load();
    const fresh = formShaped(page, data.draft?.copy ?? data.published.copy);
    latest.current = { copies: fresh, revision: data.draft?.revision ?? 0, base: data.draft?.base_version ?? data.published.version };
    dirty.current = false;
    setCopies(fresh);
    setPublished(data.published);
    setDraft(data.draft ? { revision: data.draft.revision, base: data.draft.base_version, editor: data.draft.editor, at: data.draft.updated_at } : null);
    setSave({ state: 'none' });
    setNotice({ tone: 'success', text: message });
  }

  /** Jumps to a problem's field, showing its language first on a narrow screen. */
  function jumpTo(problem: CopyProblem) {
    setActive(problem.locale);
    setTab('edit');
    requestAnimationFrame(() => {
      const target = document.getElementById(fieldId(problem.locale, problem.path)) ?? document.getElementById(`copy-${problem.path.join('-')}`);
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    });
  }

  const hasDraft = draft !== null || save.state === 'pending' || save.state === 'saving';
  const canPublish = problems.length === 0 && hasDraft && conflict === null && busy === null;
  const previewHref = (lng: Locale) => `${localizePath(PAGE_PATHS[page], lng).replace(/\/$/, '') || '/'}?preview`;
  const countsByLocale = Object.fromEntries(LOCALES.map((lng) => [lng, problems.filter((problem) => problem.locale === lng).length])) as Record<Locale, number>;

  const status =
    save.state === 'saving'
      ? t('save_saving')
      : save.state === 'pending'
        ? t('save_pending')
        : save.state === 'saved'
          ? t('save_saved', { time: formatClock(save.at) })
          : save.state === 'failed'
            ? save.message
            : draft
              ? t('studio_draft_by', { editor: draft.editor?.username ?? t('someone'), when: formatDateTime(draft.at, tt) })
              : t('save_none');

  return (
    <div className="mt-1" data-testid="studio-editor">
      <p className="text-sm font-medium text-slate-700" data-testid="live-version">
        {t('studio_version', { version: published.version })} · {t('history_live')}
      </p>
      {/* Status and actions stay in reach while scrolling the fields (below the site's sticky header; on a phone they would cover too much). */}
      <div className="relative z-30 -mx-4 border-b sm:sticky sm:top-[65px] border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700" role="status" data-testid="save-status" data-state={save.state}>
            <span
              aria-hidden="true"
              className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${
                save.state === 'failed' ? 'bg-red-600' : save.state === 'saving' || save.state === 'pending' ? 'bg-amber-500' : 'bg-brand-600'
              }`}
            />
            <span className="user-text min-w-0">{status}</span>
            {save.state === 'failed' && conflict === null && (
              <button type="button" className="font-semibold text-brand-800 underline" onClick={retry}>
                {t('save_retry')}
              </button>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <details className="relative">
              <summary className="btn-secondary cursor-pointer list-none !px-4 !py-2" data-testid="copy-preview">
                {t('preview')}
              </summary>
              <ul className="absolute right-0 z-40 mt-1 w-64 rounded-xl border border-slate-200 bg-white py-1 shadow-xl">
                {LOCALES.map((lng) => (
                  <li key={lng}>
                    <a
                      href={previewHref(lng)}
                      target="_blank"
                      rel="noopener"
                      className="block px-4 py-2.5 text-sm text-slate-800 hover:bg-slate-50"
                      onClick={(event) => {
                        event.currentTarget.closest('details')?.removeAttribute('open');
                        void flush();
                      }}
                      data-preview={lng}
                    >
                      {t('preview_in', { language: languageName(lng) })}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
            <button
              type="button"
              className="btn-secondary !px-4 !py-2"
              disabled={!hasDraft || busy !== null || conflict !== null}
              onClick={() => setAskDiscard(true)}
              data-testid="copy-discard"
            >
              {t('discard')}
            </button>
            <button
              type="button"
              className="btn-primary !px-4 !py-2"
              disabled={!canPublish}
              aria-describedby="copy-problems-summary"
              onClick={() => void publish()}
              data-testid="copy-publish"
            >
              {busy === 'publish' ? t('publishing') : t('publish')}
            </button>
          </div>
        </div>
        {askDiscard && (
          <div className="mt-3" data-testid="confirm-discard">
            <ConfirmInPlace
              question={t('discard_question', { version: draft?.base ?? published.version })}
              confirmLabel={t('discard_confirm')}
              cancelLabel={t('cancel')}
              busyLabel={t('working')}
              busy={busy === 'discard'}
              onCancel={() => setAskDiscard(false)}
              onConfirm={() => void discard()}
            />
          </div>
        )}
      </div>

      {conflict !== null && (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5" data-testid="copy-conflict">
          <p className="font-semibold text-red-900">{t('conflict_title')}</p>
          <p className="user-text mt-1 text-red-900">{conflict}</p>
          <button type="button" className="btn-primary mt-3 !px-4 !py-2" onClick={() => window.location.reload()}>
            {t('conflict_reload')}
          </button>
        </div>
      )}
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded-xl px-4 py-3 ring-1 ${notice.tone === 'error' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-brand-50 text-brand-900 ring-brand-200'}`}
          data-testid="studio-notice"
        >
          {notice.text}
        </p>
      )}

      <div id="copy-problems-summary" className="mt-4" data-testid="copy-problems">
        {problems.length === 0 ? (
          <p className="text-sm font-medium text-brand-800">{t('problems_none')}</p>
        ) : (
          <div className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-semibold text-amber-950">{t('problems_count', { count: problems.length })}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {problems.slice(0, SUMMARY_MAX).map((problem) => (
                <li key={`${fieldKey(problem.locale, problem.path)}:${problem.code}`}>
                  <a
                    href={`#${fieldId(problem.locale, problem.path)}`}
                    className="user-text text-amber-950 underline underline-offset-2 hover:text-amber-800"
                    onClick={(event) => {
                      event.preventDefault();
                      jumpTo(problem);
                    }}
                  >
                    {languageName(problem.locale)} · {pathLabel(problem.path)}: {t(problem.code, problem.limit === undefined ? {} : { limit: problem.limit })}
                  </a>
                </li>
              ))}
            </ul>
            {problems.length > SUMMARY_MAX && <p className="mt-1 text-sm text-amber-900">{t('problems_more', { rest: problems.length - SUMMARY_MAX })}</p>}
          </div>
        )}
      </div>

      <div className="mt-5 flex gap-1 border-b border-slate-200" role="tablist" aria-label={t('studio')}>
        {(['edit', 'history'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`studio-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`studio-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = name === 'edit' ? 'history' : 'edit';
                setTab(next);
                document.getElementById(`studio-tab-${next}`)?.focus();
              }
            }}
          >
            {t(`tab_${name}`)}
          </button>
        ))}
      </div>

      {tab === 'edit' ? (
        <div id="studio-panel-edit" role="tabpanel" aria-labelledby="studio-tab-edit" className="mt-4">
          <p className="text-sm text-slate-600">{t('editor_hint')}</p>
          <div className="mt-3 flex gap-1 rounded-xl bg-slate-100 p-1 lg:hidden" role="group" aria-label={t('editor_languages')}>
            {LOCALES.map((lng) => (
              <button
                key={lng}
                type="button"
                aria-pressed={active === lng}
                className={`flex-1 rounded-lg px-2 py-2 text-sm font-semibold ${active === lng ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`}
                onClick={() => setActive(lng)}
                data-language={lng}
              >
                {languageName(lng)}
                {countsByLocale[lng] > 0 && <span className="ml-1 rounded-full bg-amber-200 px-1.5 text-xs text-amber-950">{countsByLocale[lng]}</span>}
              </button>
            ))}
          </div>
          <div className="mt-4">
            <CopyFields fields={form.fields} context={context} />
          </div>
        </div>
      ) : (
        <div id="studio-panel-history" role="tabpanel" aria-labelledby="studio-tab-history" className="mt-4">
          <HistoryPanel
            client={client}
            t={t}
            tt={tt}
            published={published.version}
            hasDraft={draft !== null}
            disabled={conflict !== null}
            pathLabel={pathLabel}
            languageName={languageName}
            onNewVersion={reload}
            onConflict={(message) => {
              conflicted.current = true;
              setConflict(message);
            }}
          />
        </div>
      )}
    </div>
  );
}
