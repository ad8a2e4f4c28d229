import type { ReactNode } from 'react';
import { fieldId, fieldKey, listLength, textAt, type Copies } from '../../lib/copy-edit.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { LOCALES, type Locale } from '../../lib/locales.ts';
import { copyOptionLabel, COPY_LIMITS, type CopyField, type CopyPath, type CopyProblem, type CopyTextField } from '../../lib/page-copy.ts';
import { IconPicker, type IconShape } from './IconPicker.tsx';

type ListField = Extract<CopyField, { kind: 'list' }>;
type LeafField = Extract<CopyField, { kind: 'text' | 'markdown' | 'icon' | 'choice' }>;

/** What every field of the form needs: the copy, its problems, the words, and the edits. */
export interface FieldsContext {
  copies: Copies;
  /** Problems by field (`ru.hero.title`). */
  problems: Map<string, CopyProblem[]>;
  /** The language a narrow screen shows (wide screens show all three side by side). */
  active: Locale;
  disabled: boolean;
  icons: Record<string, IconShape>;
  t: TFunction;
  labelOf(field: CopyField): string;
  languageName(locale: Locale): string;
  onText(locale: Locale, path: CopyPath, value: string): void;
  onAdd(path: CopyPath, list: ListField): void;
  onRemove(path: CopyPath, index: number): void;
}

/** A column of one language: always on a wide screen, on a narrow one only when it is the language shown. */
const column = (context: FieldsContext, locale: Locale) => (locale === context.active ? 'min-w-0' : 'hidden min-w-0 lg:block');

function problemText(context: FieldsContext, problem: CopyProblem): string {
  return context.t(problem.code, problem.limit === undefined ? {} : { limit: problem.limit });
}

/** The fields of a page's form: each group a fieldset, each text, icon and choice a row of the three languages. */
export function CopyFields({ fields, context }: { fields: CopyField[]; context: FieldsContext }) {
  return (
    <div className="space-y-5">
      {fields.map((field) => (
        <TopField key={field.key} field={field} context={context} />
      ))}
    </div>
  );
}

function TopField({ field, context }: { field: CopyField; context: FieldsContext }) {
  const path = [field.key as string];
  if (field.kind === 'group' || field.kind === 'list') return <Field field={field} path={path} context={context} top />;
  return (
    <div className="rounded-2xl bg-white px-4 py-1 shadow-sm ring-1 ring-slate-200 sm:px-5">
      <Field field={field} path={path} context={context} />
    </div>
  );
}

function Field({ field, path, context, top = false, label }: { field: CopyField; path: CopyPath; context: FieldsContext; top?: boolean; label?: string }) {
  switch (field.kind) {
    case 'group':
      return (
        <Box top={top} id={`copy-${path.join('-')}`} legend={label ?? context.labelOf(field)}>
          <PathProblems path={path} context={context} />
          {field.fields.map((child) => (
            <Field key={child.key} field={child} path={[...path, child.key as string]} context={context} />
          ))}
        </Box>
      );
    case 'list':
      return <ListView list={field} path={path} context={context} top={top} />;
    default:
      return <LeafRow field={field} path={path} context={context} label={label ?? context.labelOf(field)} />;
  }
}

function Box({ top, id, legend, children, action }: { top: boolean; id: string; legend: string; children: ReactNode; action?: ReactNode }) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={
        top
          ? 'min-w-0 rounded-2xl bg-white px-4 pt-3 pb-2 shadow-sm ring-1 ring-slate-200 sm:px-5'
          : 'mt-3 min-w-0 rounded-xl border border-slate-200 px-3 pt-2 pb-1 sm:px-4'
      }
    >
      <legend
        className={
          top
            ? 'float-left w-full pt-1 text-lg font-semibold text-slate-900'
            : 'float-left flex w-full items-center justify-between gap-2 pt-1 text-sm font-semibold text-slate-800'
        }
      >
        <span className="user-text">{legend}</span>
        {action}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** Problems of a group, a list or a list item (too few or too many items, an item missing in a language). */
function PathProblems({ path, context }: { path: CopyPath; context: FieldsContext }) {
  const found = LOCALES.flatMap((locale) => (context.problems.get(fieldKey(locale, path)) ?? []).map((problem) => ({ locale, problem })));
  if (found.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-red-700">
      {found.map(({ locale, problem }) => (
        <li key={`${locale}-${problem.code}`}>
          {context.languageName(locale)}: {problemText(context, problem)}
        </li>
      ))}
    </ul>
  );
}

function ListView({ list, path, context, top }: { list: ListField; path: CopyPath; context: FieldsContext; top: boolean }) {
  const { t } = context;
  const length = listLength(context.copies, path);
  const editable = list.min !== list.max;
  const itemLabel = context.labelOf(list.of);
  return (
    <Box top={top} id={`copy-${path.join('-')}`} legend={context.labelOf(list)}>
      {editable && <p className="text-xs text-slate-500">{t('list_limits', { min: list.min, max: list.max })}</p>}
      <PathProblems path={path} context={context} />
      {Array.from({ length }, (_, index) => {
        const itemPath = [...path, index];
        const name = t('item_number', { label: itemLabel, number: index + 1 });
        const remove =
          editable && length > list.min ? (
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
              disabled={context.disabled}
              onClick={() => context.onRemove(path, index)}
              aria-label={`${t('list_remove')}: ${name}`}
            >
              {t('list_remove')}
            </button>
          ) : undefined;
        if (list.of.kind === 'group' || list.of.kind === 'list')
          return (
            <Box key={index} top={false} id={`copy-${itemPath.join('-')}`} legend={name} action={remove}>
              <PathProblems path={itemPath} context={context} />
              {list.of.kind === 'group' ? (
                list.of.fields.map((child) => <Field key={child.key} field={child} path={[...itemPath, child.key as string]} context={context} />)
              ) : (
                <Field field={list.of} path={itemPath} context={context} />
              )}
            </Box>
          );
        return <LeafRow key={index} field={list.of} path={itemPath} context={context} label={name} action={remove} />;
      })}
      {editable && length < list.max && (
        <div className="py-3">
          <button type="button" className="btn-secondary !px-4 !py-2" disabled={context.disabled} onClick={() => context.onAdd(path, list)}>
            + {t('list_add')}: {itemLabel}
          </button>
        </div>
      )}
    </Box>
  );
}

/** One text, icon or choice: its name once, then a cell per language. */
function LeafRow({ field, path, context, label, action }: { field: LeafField; path: CopyPath; context: FieldsContext; label: string; action?: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-3 first:border-t-0" data-field={path.join('.')}>
      <div className="flex items-center justify-between gap-2">
        <p className="user-text text-sm font-medium text-slate-800">{label}</p>
        {action}
      </div>
      {field.kind === 'markdown' && <p className="mt-0.5 text-xs text-slate-500">{context.t('markdown_hint')}</p>}
      <div className="mt-1.5 grid gap-3 lg:grid-cols-3">
        {LOCALES.map((locale) => (
          <LeafCell key={locale} field={field} path={path} locale={locale} context={context} label={label} />
        ))}
      </div>
    </div>
  );
}

function LeafCell({ field, path, locale, context, label }: { field: LeafField; path: CopyPath; locale: Locale; context: FieldsContext; label: string }) {
  const { t } = context;
  const id = fieldId(locale, path);
  const value = textAt(context.copies, locale, path);
  const problems = context.problems.get(fieldKey(locale, path)) ?? [];
  const missing = problems.some((problem) => problem.code === 'copy_missing_translation');
  const invalid = problems.length > 0;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const language = context.languageName(locale);
  const head = (
    <>
      <span>
        <span className="sr-only">{label}, </span>
        {language}
      </span>
      {missing && <span className="rounded-md bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300">{t('missing_flag')}</span>}
    </>
  );
  // One height with or without the missing-translation mark, so the three columns' controls line up.
  const headClass = 'mb-1 flex min-h-6 items-center justify-between gap-2 text-xs font-medium text-slate-500';
  const inputClass = `block w-full min-w-0 rounded-xl border bg-white px-3 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-100 ${
    invalid ? (missing ? 'border-amber-500 bg-amber-50' : 'border-red-600') : 'border-slate-300'
  }`;
  let control: ReactNode;
  let counter: ReactNode = null;
  if (field.kind === 'icon') {
    control = (
      <IconPicker
        id={id}
        legend={`${label}, ${language}`}
        value={value}
        options={field.options}
        icons={context.icons}
        invalid={invalid}
        describedBy={invalid ? errorId : undefined}
        disabled={context.disabled}
        t={t}
        onValue={(next) => context.onText(locale, path, next)}
      />
    );
  } else if (field.kind === 'choice') {
    control = (
      <select
        id={id}
        className={`${inputClass} h-11`}
        value={value}
        disabled={context.disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => context.onText(locale, path, event.target.value)}
      >
        <option value="">{t('choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {t(copyOptionLabel(option))}
          </option>
        ))}
      </select>
    );
  } else {
    // The rest are texts (a choice field's kinds are 'icon' or 'choice', which TypeScript cannot narrow one by one).
    const text = field as CopyTextField;
    const long = text.kind === 'markdown' || text.max > COPY_LIMITS.title;
    const shared = {
      id,
      value,
      maxLength: text.max,
      disabled: context.disabled,
      'aria-invalid': invalid || undefined,
      'aria-describedby': [invalid ? errorId : '', countId].filter(Boolean).join(' '),
      lang: locale,
      spellCheck: true,
    };
    control = long ? (
      <textarea
        {...shared}
        rows={text.kind === 'markdown' ? 12 : 3}
        className={`${inputClass} py-2 ${text.kind === 'markdown' ? 'font-mono text-sm' : ''}`}
        onChange={(event) => context.onText(locale, path, event.target.value)}
      />
    ) : (
      <input {...shared} type="text" className={`${inputClass} h-11`} onChange={(event) => context.onText(locale, path, event.target.value)} />
    );
    const length = value.trim().length;
    counter = (
      <span id={countId} className={`shrink-0 tabular-nums ${length > text.max ? 'text-red-700' : 'text-slate-500'}`}>
        {t('chars_count', { length, max: text.max })}
      </span>
    );
  }
  return (
    <div className={column(context, locale)} data-locale={locale}>
      {field.kind === 'icon' ? (
        <p className={headClass}>{head}</p>
      ) : (
        <label htmlFor={id} className={headClass}>
          {head}
        </label>
      )}
      {control}
      {(invalid || counter) && (
        <div className="mt-1 flex items-start justify-between gap-2 text-xs">
          <span id={errorId} className={missing ? 'text-amber-800' : 'text-red-700'}>
            {problems.map((problem) => problemText(context, problem)).join(' ')}
          </span>
          {counter}
        </div>
      )}
    </div>
  );
}
