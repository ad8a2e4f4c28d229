import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import type { CopyPath } from '../../lib/page-copy.ts';
import { ConfirmInPlace } from '../shared/ConfirmInPlace.tsx';
import { errorMessage } from '../shared/errors.ts';
import type { CopyChangeRow, CopyVersion, StudioApi } from './studio-api.ts';

type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; value: T };

/**
 * The page's history (issue 37): its versions with who made each, how and when; a readable diff
 * between any two (or a version and the draft); "restore this version" and "reset to the files",
 * each confirmed and each a new version.
 */
export function HistoryPanel(props: {
  client: StudioApi;
  t: TFunction;
  tt: TFunction;
  /** The live version, as the editor knows it (restores and resets are made on it). */
  published: number;
  hasDraft: boolean;
  disabled: boolean;
  pathLabel(path: CopyPath): string;
  languageName(locale: Locale): string;
  /** After a restore or a reset: the editor reloads the page's copy. */
  onNewVersion(message: string): Promise<void>;
  onConflict(message: string): void;
}) {
  const { client, t, tt, published, hasDraft } = props;
  const [versions, setVersions] = useState<Load<CopyVersion[]>>({ state: 'loading' });
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | 'draft' | null>(null);
  const [changes, setChanges] = useState<Load<CopyChangeRow[]> | null>(null);
  const [asking, setAsking] = useState<{ kind: 'restore'; version: number } | { kind: 'reset' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const loadVersions = useCallback(() => {
    setVersions({ state: 'loading' });
    client.versions().then(
      ({ results }) => {
        setVersions({ state: 'done', value: results });
        const [newest, previous] = results;
        // The first comparison: the live version and the draft, or the last change made.
        setTo(hasDraft ? 'draft' : (newest?.version ?? null));
        setFrom(hasDraft ? (newest?.version ?? null) : (previous?.version ?? newest?.version ?? null));
      },
      (error: unknown) => setVersions({ state: 'failed', message: errorMessage(error, t, 'history_failed') }),
    );
  }, [client, hasDraft, t]);
  // Read again after each new version.
  useEffect(loadVersions, [loadVersions, published]);

  useEffect(() => {
    if (from === null || to === null) return;
    let current = true;
    setChanges({ state: 'loading' });
    client.changes(from, to).then(
      ({ changes: found }) => current && setChanges({ state: 'done', value: found }),
      (error: unknown) => current && setChanges({ state: 'failed', message: errorMessage(error, t, 'history_failed') }),
    );
    return () => {
      current = false;
    };
  }, [client, from, to, t]);

  async function run(work: () => Promise<{ version: number }>, message: (version: number) => string) {
    setBusy(true);
    setFailure(null);
    try {
      const { version } = await work();
      setAsking(null);
      await props.onNewVersion(message(version));
    } catch (error) {
      setAsking(null);
      const code = (error as { code?: string }).code;
      if (code === 'copy_version_stale' || code === 'copy_draft_conflict') props.onConflict(errorMessage(error, t, 'action_failed'));
      else setFailure(errorMessage(error, t, 'action_failed'));
    } finally {
      setBusy(false);
    }
  }

  const who = (version: CopyVersion) => {
    const when = formatDateTime(version.created_at, tt);
    return version.action === 'files' ? t('by_files', { when }) : t('by_editor', { editor: version.editor?.username ?? t('someone'), when });
  };
  const actionName = (version: CopyVersion) =>
    version.action === 'restore' ? t('action_restore', { from: version.from_version ?? '?' }) : t(`action_${version.action}`);

  if (versions.state === 'loading') return <p className="py-8 text-center text-slate-600">{t('history_loading')}</p>;
  if (versions.state === 'failed')
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
        <p>{versions.message}</p>
        <button type="button" className="btn-secondary mt-3 !px-4 !py-2" onClick={loadVersions}>
          {t('history_retry')}
        </button>
      </div>
    );
  const list = versions.value;
  if (list.length === 0) return <p className="py-8 text-center text-slate-600">{t('history_empty')}</p>;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-labelledby="history-versions" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="history-versions" className="text-lg font-semibold text-slate-900">
            {t('history_versions')}
          </h2>
          <button type="button" className="btn-secondary !px-3 !py-2" disabled={props.disabled || busy} onClick={() => setAsking({ kind: 'reset' })}>
            {t('reset')}
          </button>
        </div>
        {asking?.kind === 'reset' && (
          <ConfirmInPlace
            className="mt-3"
            question={t('reset_question')}
            confirmLabel={t('reset')}
            cancelLabel={t('cancel')}
            busyLabel={t('working')}
            busy={busy}
            onCancel={() => setAsking(null)}
            onConfirm={() =>
              void run(
                () => client.reset(published),
                (version) => t('reset_done', { version }),
              )
            }
          />
        )}
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <ol className="mt-3 divide-y divide-slate-100">
          {list.map((version) => (
            <li key={version.version} className="py-3" data-version={version.version}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-slate-900">
                  {t('studio_version', { version: version.version })}
                  {version.version === published && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                      {t('history_live')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">{actionName(version)}</p>
              </div>
              <p className="user-text mt-0.5 text-sm text-slate-600">{who(version)}</p>
              {version.version !== published &&
                (asking?.kind === 'restore' && asking.version === version.version ? (
                  <div className="mt-2" data-testid="confirm-restore">
                    <ConfirmInPlace
                      question={t('restore_question', { version: version.version })}
                      confirmLabel={t('restore')}
                      cancelLabel={t('cancel')}
                      busyLabel={t('working')}
                      busy={busy}
                      onCancel={() => setAsking(null)}
                      onConfirm={() =>
                        void run(
                          () => client.restore(version.version, published),
                          (made) => t('restored', { from: version.version, version: made }),
                        )
                      }
                    />
                  </div>
                ) : (
                  <button
                    type="button"
                    className="mt-2 rounded-lg px-2 py-1 text-sm font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50 disabled:opacity-50"
                    disabled={props.disabled || busy}
                    onClick={() => setAsking({ kind: 'restore', version: version.version })}
                    aria-label={`${t('restore')}: ${t('studio_version', { version: version.version })}`}
                  >
                    {t('restore')}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="history-compare" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="history-compare" className="text-lg font-semibold text-slate-900">
          {t('compare')}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
            {t('compare_from')}
            <select
              className="h-11 rounded-xl border border-slate-300 bg-white px-3"
              value={from ?? ''}
              onChange={(event) => setFrom(Number(event.target.value))}
            >
              {list.map((version) => (
                <option key={version.version} value={version.version}>
                  {t('studio_version', { version: version.version })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
            {t('compare_to')}
            <select
              className="h-11 rounded-xl border border-slate-300 bg-white px-3"
              value={to ?? ''}
              onChange={(event) => setTo(event.target.value === 'draft' ? 'draft' : Number(event.target.value))}
            >
              {hasDraft && <option value="draft">{t('compare_draft')}</option>}
              {list.map((version) => (
                <option key={version.version} value={version.version}>
                  {t('studio_version', { version: version.version })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-4" aria-live="polite">
          {changes === null || changes.state === 'loading' ? (
            <p className="text-slate-600">{t('history_loading')}</p>
          ) : changes.state === 'failed' ? (
            <p role="alert" className="text-red-700">
              {changes.message}
            </p>
          ) : changes.value.length === 0 ? (
            <p className="text-slate-600">{t('changes_none')}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">{t('changes_count', { count: changes.value.length })}</p>
              <ul className="mt-2 space-y-3" data-testid="copy-changes">
                {changes.value.map((change) => (
                  <li key={`${change.locale}:${change.path.join('.')}`} className="rounded-xl border border-slate-200 p-3">
                    <p className="user-text text-sm font-semibold text-slate-800">
                      {props.pathLabel(change.path)} <span className="font-normal text-slate-500">· {props.languageName(change.locale)}</span>
                    </p>
                    <dl className="mt-2 grid gap-2 sm:grid-cols-2">
                      <div className="min-w-0 rounded-lg bg-red-50 p-2 ring-1 ring-red-100">
                        <dt className="text-xs font-semibold text-red-800">{t('change_before')}</dt>
                        <dd className="user-text mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{change.before ?? t('change_absent')}</dd>
                      </div>
                      <div className="min-w-0 rounded-lg bg-emerald-50 p-2 ring-1 ring-emerald-100">
                        <dt className="text-xs font-semibold text-emerald-800">{t('change_after')}</dt>
                        <dd className="user-text mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{change.after ?? t('change_absent')}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
