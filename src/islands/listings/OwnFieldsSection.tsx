import { Fragment, useId, type ReactNode } from 'react';
import type { Category } from '../../lib/schemas/shapes.ts';
import type { Locale } from '../../lib/locales.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { applies, ownFields, type OwnFormField, type OwnFormSpec } from '../../lib/own-form.ts';
import { FieldNote, describedBy } from '../shared/FieldNote.tsx';
import { TextField } from '../shared/TextField.tsx';

/** What every own field is drawn with. */
export interface OwnFieldsProps {
  spec: OwnFormSpec;
  /** The kind's texts (`spec.namespace`). */
  t: TFunction;
  locale: Locale;
  categories: Category[];
  values: Record<string, string>;
  /** Messages by field name. */
  errors: Record<string, string>;
  onValue(name: string, value: string): void;
  /**
   * Hydrated: a field that does not apply to the values is left out (so it is not sent).
   * Before that, and without JavaScript, every field is there with a note saying whom it is for.
   */
  live: boolean;
  readOnly: boolean;
}

const selectClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';
// Each choice as wide as its words, as many to a row as fit: a long type's name is never broken mid-word on a phone.
const choiceClass =
  'flex min-w-0 flex-auto cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 break-words has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/** The names of the values a field is shown for (the categories' names for the category field). */
function onlyForNote(field: OwnFormField, props: OwnFieldsProps): string | undefined {
  const { when } = field;
  if (!when) return undefined;
  const { spec, t, locale, categories } = props;
  const names = when.values.map((value) => {
    if (when.field === spec.categoryField.name) return categories.find((category) => category.slug === value)?.[`name_${locale}`] ?? value;
    const option = ownFields(spec)
      .find((each) => each.name === when.field)
      ?.options?.find((each) => each.value === value);
    return option ? t(option.label) : value;
  });
  return t(spec.onlyFor, { names: names.join(', ') });
}

/** One own field: radios, a select with a blank first choice, or a text input. */
export function OwnField({ field, ...props }: OwnFieldsProps & { field: OwnFormField }) {
  const id = useId();
  const { t, values, errors, onValue, readOnly } = props;
  const value = values[field.name] ?? '';
  const error = errors[field.name];
  const note = props.live ? undefined : onlyForNote(field, props);
  const hint = [note, field.hint && t(field.hint)].filter(Boolean).join(' · ') || undefined;
  const wide = field.half ? '' : 'sm:col-span-2';
  if (field.control === 'text') {
    return (
      <TextField
        className={wide}
        name={field.name}
        label={t(field.label)}
        {...(hint ? { hint } : {})}
        value={value}
        error={error}
        readOnly={readOnly}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        onValue={(next) => onValue(field.name, next)}
      />
    );
  }
  if (field.control === 'select') {
    return (
      <div className={wide}>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t(field.label)}
        </label>
        <select
          id={id}
          name={field.name}
          value={value}
          onChange={(event) => onValue(field.name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={selectClass}
        >
          {field.initial === undefined && <option value="">—</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
        <FieldNote id={id} hint={hint} error={error} />
      </div>
    );
  }
  return (
    <Choices
      id={id}
      name={field.name}
      legend={t(field.label)}
      hint={hint}
      error={error}
      value={value}
      choices={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
      onValue={(next) => onValue(field.name, next)}
      className={wide}
    />
  );
}

/** A radio group in cards. */
function Choices(props: {
  id: string;
  name: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  choices: Array<{ value: string; label: string }>;
  onValue(value: string): void;
  className?: string;
}) {
  const { id, name, hint, error } = props;
  return (
    <fieldset className={props.className} aria-describedby={describedBy(id, hint, error)} data-invalid={error ? '' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.choices.map((choice) => (
          <label key={choice.value} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onValue(choice.value)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldNote id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * A kind's own fields on the listing form (lib/own-form.ts), drawn from its description: the
 * category as radios of the kind's categories, then each section's fields that apply, with the
 * form's price (and its currency) after the first.
 */
export function OwnFieldsSection({ price, ...props }: OwnFieldsProps & { price: ReactNode }) {
  const id = useId();
  const { spec, t, locale, categories, values, errors } = props;
  const category = spec.categoryField;
  return (
    <>
      <Choices
        id={id}
        name={category.name}
        legend={t(category.label)}
        error={errors[category.name]}
        value={values[category.name] ?? ''}
        choices={categories.map((each) => ({ value: each.slug, label: each[`name_${locale}`] }))}
        onValue={(next) => props.onValue(category.name, next)}
      />
      {spec.sections.map((section, index) => {
        const shown = section.fields.filter((field) => !props.live || applies(field, values));
        return (
          <Fragment key={section.heading ?? index}>
            {shown.length > 0 && (
              <section className="space-y-4">
                {section.heading && <h2 className="text-lg font-semibold text-slate-900">{t(section.heading)}</h2>}
                <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                  {shown.map((field) => (
                    <OwnField key={field.name} field={field} {...props} />
                  ))}
                </div>
              </section>
            )}
            {index === 0 && price}
          </Fragment>
        );
      })}
    </>
  );
}
