import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { draftKey } from '../../lib/listing-draft.ts';
import { useDraft } from './use-draft.ts';
import type { Category, ListingImage, Product, Service } from '../../lib/schemas/shapes.ts';
import type { FormFeedback, FormNotice } from '../../lib/form-feedback.ts';
import type { IslandMessages, TFunction } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/format.ts';
import { groupThousands, parsePrice } from '../../lib/price.ts';
import { LISTING_KINDS, type Listing, type ListingKind, type ListingKindSpec } from '../../lib/listing-kinds.ts';
import { blankOwnValues, ownFields, ownFieldsToSend, type OwnFormSpec } from '../../lib/own-form.ts';
import { setFlash } from '../shared/flash.ts';
import { FieldNote, describedBy } from '../shared/FieldNote.tsx';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useT } from '../shared/i18n.ts';
import { TextField } from '../shared/TextField.tsx';
import { usePrehydrationValue } from '../shared/use-prehydration-value.ts';
import { ImagePicker, type PickedImage } from './ImagePicker.tsx';
import { OwnField, OwnFieldsSection, type OwnFieldsProps } from './OwnFieldsSection.tsx';
import { sendForm, type SendOutcome } from './send-form.ts';

export interface ListingFormInitial {
  /** The product's title or the service's name. */
  title: string;
  description: string;
  /** Products only: the price as typed (`1.250.000`), condition and stock. */
  price: string;
  condition: 'new' | 'used' | '';
  inStock: boolean;
  /** Whether it offers the safe deal (issue 39): the listing's; null for a new one (the switch follows the price until touched). */
  safeDeal: boolean | null;
  categoryId: number | null;
  images: ListingImage[];
  /** The kind's own fields as texts by name (its `form`): real estate's type, rooms, area… */
  own: Record<string, string>;
}

/** A form's start: empty for a new listing, or what a listing has (and of its kind's own fields, what `own` reads of it). */
export function formInitial(listing: Product | Service | Listing | null, own?: OwnFormSpec): ListingFormInitial {
  const titled = listing && 'title' in listing ? listing : null;
  const product = listing && 'condition' in listing ? listing : null;
  return {
    title: titled?.title ?? (listing && 'name' in listing ? listing.name : ''),
    description: listing?.description ?? '',
    price: titled ? groupThousands(titled.price) : '',
    condition: product?.condition ?? '',
    inStock: product?.in_stock ?? true,
    safeDeal: product ? product.safe_deal : null,
    categoryId: listing?.category.id ?? null,
    images: listing?.images ?? [],
    own: own && listing ? own.valuesOf(listing) : {},
  };
}

/** A marked input, or the first choice of a marked group of radios (radios take no aria-invalid). */
const FIRST_MARKED = '[aria-invalid="true"], fieldset[data-invalid] input';

type Phase = { kind: 'editing' } | { kind: 'sending'; percent: number };

/**
 * New and edit forms of products and services (SPEC.md §2, §5), written once: title or name,
 * description with its counter, category, 1–10 pictures with previews, and for products the
 * price (shown with dot thousands, sent as digits), condition and stock. The markup is a plain
 * multipart form the page handles without JavaScript; once hydrated, the island checks the
 * fields first, sends them to the API with upload progress (a new listing's progress replaces
 * the form), and shows refusals next to their fields. In a dialog, cancel closes it.
 */
export default function ListingForm(props: {
  messages: IslandMessages;
  kind: ListingKind;
  mode: 'create' | 'edit';
  listingId?: number | undefined;
  categories: Category[];
  initial: ListingFormInitial;
  feedback: FormFeedback;
  locationNote: string | null;
  cancelHref: string;
  successHref: string;
  onCancel?: (() => void) | undefined;
  /** The kinds with the safe deal: goods from this price (whole so'm) offer it by default (SAFE_DEAL_MIN_PRICE). */
  safeDealMinPrice?: number | undefined;
}) {
  const { messages, kind, mode, categories } = props;
  const spec: ListingKindSpec = LISTING_KINDS[kind];
  const { text, form: own } = spec;
  const { locale } = messages;
  const t = useT(messages, 'listings');
  const te = useT(messages, 'errors');
  const tk = useT(messages, own?.namespace ?? 'listings');
  const values = props.feedback.values ?? {};
  const [title, setTitle] = useState(values[spec.fields.title] ?? props.initial.title);
  const [description, setDescription] = useState(values.description ?? props.initial.description);
  const [price, setPrice] = useState(values.price ?? props.initial.price);
  const [condition, setCondition] = useState<string>(values.condition ?? props.initial.condition);
  const [categoryId, setCategoryId] = useState<string>(values.category_id ?? (props.initial.categoryId === null ? '' : String(props.initial.categoryId)));
  const [inStock, setInStock] = useState(values.in_stock ? values.in_stock === 'true' : props.initial.inStock);
  // The seller's choice, once made (or the listing's, or what a refused plain form sent); until then the switch shows the default by price.
  const [safeDealChoice, setSafeDealChoice] = useState<boolean | null>(values.safe_deal ? values.safe_deal === 'true' : props.initial.safeDeal);
  const safeDeal = safeDealChoice ?? (props.safeDealMinPrice !== undefined && (parsePrice(price) ?? -1) >= props.safeDealMinPrice);
  const [images, setImages] = useState<PickedImage[]>(props.initial.images.map((image) => ({ kind: 'existing', image, deleted: false })));
  // The kind's own fields as the form came (a new one's defaults, or the listing's), and as they are now (or as posted).
  const [ownStart] = useState<Record<string, string>>(() => (own ? { ...blankOwnValues(own), ...props.initial.own } : {}));
  const [ownValues, setOwnValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(ownStart).map(([name, value]) => [name, values[name] ?? value])),
  );
  // Until hydrated (and without JavaScript) every own field is there; then only those that apply.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [fields, setFields] = useState<Record<string, string>>(props.feedback.fields ?? {});
  const labels = fieldLabels(spec, t, tk);
  const [notice, setNotice] = useState<FormNotice | null>(props.feedback.notice ?? namedRefusal(props.feedback.fields, labels, t));
  /** Bumped when a check or a refusal marks fields: the first marked one gets the keyboard. */
  const [marked, setMarked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const alert = useRef<HTMLDivElement>(null);
  const draft = useDraft(draftKey(kind, mode === 'edit' ? props.listingId : undefined), {
    current: { title, description, price, condition, categoryId, inStock, own: ownValues },
    initial: {
      title: props.initial.title,
      description: props.initial.description,
      price: props.initial.price,
      condition: props.initial.condition,
      categoryId: props.initial.categoryId === null ? '' : String(props.initial.categoryId),
      inStock: props.initial.inStock,
      own: ownStart,
    },
    // A form the server sent back refused shows what was posted; no draft over it.
    restore: Object.keys(values).length === 0,
    apply(fields) {
      setTitle(fields.title);
      setDescription(fields.description);
      setPrice(fields.price);
      setCondition(fields.condition);
      setCategoryId(fields.categoryId);
      setInStock(fields.inStock);
      setOwnValues({ ...ownStart, ...fields.own });
    },
  });
  const descriptionRef = usePrehydrationValue<HTMLTextAreaElement>(description, setDescription);
  const ids = { description: useId(), category: useId(), condition: useId(), safeDeal: useId() };
  const sending = phase.kind === 'sending';
  const hasPrice = spec.has.price;
  const descriptionLength = [...description].length;

  useEffect(() => {
    if (notice?.kind === 'error') alert.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (marked > 0) formRef.current?.querySelector<HTMLElement>(FIRST_MARKED)?.focus();
  }, [marked]);

  /** A corrected field loses its message, and the form's "fill in everything" note goes with the first correction. */
  const clear = (name: string) => {
    setFields((current) => (current[name] ? { ...current, [name]: '' } : current));
    setNotice((current) => (current?.kind === 'error' ? null : current));
  };

  /** SPEC.md §5's checks, before anything is sent. */
  function check(): Record<string, string> {
    const missing: Record<string, string> = {};
    if (!title.trim()) missing[spec.fields.title] = te(text.titleRequired);
    if (!description.trim()) missing.description = te(text.descriptionRequired);
    else if (descriptionLength > spec.limits.descriptionMax) missing.description = te(text.descriptionTooLong);
    if (hasPrice) {
      if (!price.trim()) missing.price = te('price_required_message');
      else if (parsePrice(price) === null) missing.price = te('price_invalid');
    }
    if (spec.has.condition && !condition) missing.condition = te('condition_required_message');
    if (!own && !categoryId) missing.category_id = te(text.categoryRequired);
    if (!images.some((image) => !(image.kind === 'existing' && image.deleted))) {
      missing.images = mode === 'edit' && spec.has.editInPlace ? t('one_image_confirm_message') : te(text.noImage);
    }
    return missing;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const missing = check();
    const sentOwn = own ? ownFieldsToSend(own, ownValues) : [];
    if (own) {
      // The kind's own schema, as the API will check it (its module is loaded on the first send).
      const { OWN_FORM_CHECKS } = await import('../../lib/own-form-checks.ts');
      const checkOwn = OWN_FORM_CHECKS[kind] ?? (() => ({}) as Record<string, string>);
      const texts = Object.fromEntries([[spec.fields.title, title], ['description', description], ['price', String(parsePrice(price) ?? price)], ...sentOwn]);
      for (const [name, key] of Object.entries(checkOwn(texts))) missing[name] ??= te(key);
    }
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setNotice({ kind: 'error', text: t('please_fill_all_required_fields') });
      setMarked((count) => count + 1);
      return;
    }
    const form = new FormData();
    form.set(spec.fields.title, title.trim());
    form.set('description', description.trim());
    if (!own) form.set('category_id', categoryId);
    if (hasPrice) form.set('price', String(parsePrice(price)));
    if (spec.has.condition) {
      form.set('condition', condition);
      form.set('in_stock', String(inStock));
      form.set('currency', 'Sum');
    }
    // What the switch shows is what is sent: the seller sees the default before choosing.
    if (spec.has.safeDeal) form.set('safe_deal', String(safeDeal));
    for (const [name, value] of sentOwn) form.set(name, value);
    for (const image of images) {
      if (image.kind === 'new') form.append(mode === 'create' ? 'images' : 'new_images', image.file);
      else if (!image.deleted) form.append('existing_images', String(image.image.id));
    }
    setNotice(null);
    setFields({});
    setPhase({ kind: 'sending', percent: 0 });
    const url = mode === 'create' ? `${spec.api.listings}/` : `${spec.api.listings}/${props.listingId}/`;
    const outcome: SendOutcome = await sendForm(mode === 'create' ? 'POST' : 'PUT', `${url}?lang=${locale}`, form, (percent) =>
      setPhase({ kind: 'sending', percent }),
    );
    if (outcome.ok) {
      draft.clear();
      setFlash(mode === 'create' ? spec.flash.created : spec.flash.updated);
      window.location.assign(props.successHref);
      return;
    }
    setPhase({ kind: 'editing' });
    const byField = Object.fromEntries(
      Object.entries(outcome.errors).map(([name, messages]) => [name === 'new_images' || name === 'existing_images' ? 'images' : name, messages[0] ?? '']),
    );
    setFields(byField);
    const failed = t(mode === 'create' ? text.createFailed : text.updateFailed);
    setNotice({ kind: 'error', text: outcome.detail ? `${failed}: ${outcome.detail}` : failed });
    if (Object.values(byField).some(Boolean)) setMarked((count) => count + 1);
  }

  const progress = phase.kind === 'sending' && (
    <div role="status" className="space-y-1">
      <p className="text-sm text-slate-700">{t('uploading', { percent: phase.percent })}</p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${phase.percent}%` }} />
      </div>
    </div>
  );
  const ownProps: OwnFieldsProps | undefined = own && {
    spec: own,
    t: tk,
    locale,
    categories,
    values: ownValues,
    errors: fields,
    live,
    readOnly: sending,
    onValue(name: string, value: string) {
      setOwnValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  };
  const selectClass =
    'h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';
  // The price (and a kind's currency, or the category picker of a kind without its own) in one row.
  const priceRow = (
    <div className={hasPrice ? 'grid gap-6 sm:grid-cols-2' : 'grid gap-6'}>
      {hasPrice && (
        <TextField
          name="price"
          label={own ? tk(own.price.label) : t('field_price')}
          {...(own ? { hint: priceHint(own, ownValues, live, tk) } : {})}
          inputMode="numeric"
          value={price}
          error={fields.price}
          readOnly={sending}
          placeholder="1.250.000"
          onValue={(value) => {
            const digits = value.replace(/\D/g, '').slice(0, 13);
            setPrice(digits ? groupThousands(Number(digits)) : '');
            clear('price');
          }}
        />
      )}
      {ownProps ? (
        <OwnField field={ownProps.spec.price.currency} {...ownProps} />
      ) : (
        <div>
          <label htmlFor={ids.category} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('field_category')}
          </label>
          <select
            id={ids.category}
            name="category_id"
            value={categoryId}
            onChange={(event) => (setCategoryId(event.target.value), clear('category_id'))}
            aria-invalid={fields.category_id ? true : undefined}
            aria-describedby={describedBy(ids.category, undefined, fields.category_id)}
            className={selectClass}
          >
            <option value="">{t('select_category')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category[`name_${locale}`]}
              </option>
            ))}
          </select>
          <FieldNote id={ids.category} error={fields.category_id} />
        </div>
      )}
    </div>
  );
  // SPEC.md: while a new listing is created, its progress replaces the form (kept, not lost).
  const replaced = sending && mode === 'create';
  return (
    <>
      {replaced && (
        <div className="flex flex-col items-center gap-4 py-12 text-center" data-testid="listing-creating">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">{t(text.creating)}</p>
          <div className="w-full max-w-sm">{progress}</div>
        </div>
      )}
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className={replaced ? 'hidden' : 'space-y-6'}
        aria-busy={sending}
      >
        <FormAlert notice={notice} alertRef={alert} />
        {draft.restored && (
          <div
            role="status"
            data-testid="draft-restored"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
          >
            <span>{t('draft_restored')}</span>
            <button type="button" className="btn-secondary !px-3 !py-1.5" onClick={draft.discard}>
              {t('draft_discard')}
            </button>
          </div>
        )}
        <TextField
          name={spec.fields.title}
          label={t(text.titleLabel)}
          hint={t(text.titleHint)}
          value={title}
          maxLength={spec.limits.titleMax}
          error={fields[spec.fields.title]}
          readOnly={sending}
          onValue={(value) => (setTitle(value), clear(spec.fields.title))}
        />
        <div>
          <label htmlFor={ids.description} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('field_description')}
          </label>
          <textarea
            ref={descriptionRef}
            id={ids.description}
            name="description"
            rows={6}
            value={description}
            readOnly={sending}
            onChange={(event) => (setDescription(event.target.value), clear('description'))}
            aria-invalid={fields.description ? true : undefined}
            aria-describedby={[describedBy(ids.description, undefined, fields.description), `${ids.description}-count`].filter(Boolean).join(' ')}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          <p
            id={`${ids.description}-count`}
            className={
              descriptionLength > spec.limits.descriptionMax ? 'mt-1 text-right text-xs font-semibold text-red-700' : 'mt-1 text-right text-xs text-slate-500'
            }
            data-testid="description-counter"
          >
            {t('description_counter', { count: descriptionLength, max: spec.limits.descriptionMax })}
          </p>
          <FieldNote id={ids.description} error={fields.description} />
        </div>
        {ownProps ? <OwnFieldsSection {...ownProps} price={priceRow} /> : priceRow}
        {spec.has.condition && (
          <>
            <fieldset aria-describedby={describedBy(ids.condition, undefined, fields.condition)} data-invalid={fields.condition ? '' : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('field_condition')}</legend>
              <div className="flex gap-3">
                {(['new', 'used'] as const).map((value) => (
                  <label
                    key={value}
                    className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="condition"
                      value={value}
                      checked={condition === value}
                      onChange={() => (setCondition(value), clear('condition'))}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {t(`condition_${value}`)}
                  </label>
                ))}
              </div>
              <FieldNote id={ids.condition} error={fields.condition} />
            </fieldset>
            <label className="flex items-center gap-2 text-slate-800">
              {/* Unchecked boxes send nothing: the hidden field says "false", the box overrides it. */}
              <input type="hidden" name="in_stock" value="false" />
              <input
                type="checkbox"
                name="in_stock"
                value="true"
                checked={inStock}
                onChange={(event) => setInStock(event.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              {t('field_in_stock')}
            </label>
          </>
        )}
        {spec.has.safeDeal && (
          <div className="rounded-xl bg-emerald-50/60 px-4 py-3 ring-1 ring-emerald-200">
            <label className="flex items-start gap-3 text-slate-900">
              {/* As stock: the hidden field says "false", the box overrides it (the last value counts). */}
              <input type="hidden" name="safe_deal" value="false" />
              <input
                type="checkbox"
                name="safe_deal"
                value="true"
                checked={safeDeal}
                onChange={(event) => setSafeDealChoice(event.target.checked)}
                aria-describedby={ids.safeDeal}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                data-testid="safe-deal-switch"
              />
              <span className="font-medium">{t('field_safe_deal')}</span>
            </label>
            <p id={ids.safeDeal} className="mt-1 pl-8 text-sm text-slate-700">
              {t('field_safe_deal_hint')}
              {mode === 'create' &&
                props.safeDealMinPrice !== undefined &&
                ` ${t('field_safe_deal_default', { price: formatPrice(props.safeDealMinPrice, locale) })}`}
            </p>
          </div>
        )}
        <ImagePicker
          t={t}
          te={te}
          max={spec.limits.images}
          images={images}
          onChange={(next) => (setImages(next), clear('images'))}
          error={fields.images}
          disabled={sending}
        />
        {props.locationNote && <p className="text-sm text-slate-600">{props.locationNote}</p>}
        {!replaced && progress}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {props.onCancel ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                // Cancel is a choice, not an accident: the draft goes with it.
                draft.discard();
                props.onCancel?.();
              }}
            >
              {t('cancel')}
            </button>
          ) : (
            <a href={props.cancelHref} className="btn-secondary" onClick={draft.clear}>
              {t('cancel')}
            </a>
          )}
          <button type="submit" className="btn-primary" disabled={sending && mode === 'edit'} aria-disabled={sending || undefined}>
            {mode === 'create' ? (sending ? t('publishing') : t('publish')) : sending ? t(text.saving) : t('save_changes')}
          </button>
        </div>
      </form>
    </>
  );
}

/** A kind's price hint, and its further one when it applies (before hydration and without JavaScript, always). */
function priceHint(own: OwnFormSpec, values: Record<string, string>, live: boolean, tk: TFunction): string {
  const { hint, more } = own.price;
  const further = more && (!live || more.when.values.includes(values[more.when.field] ?? '')) ? ` ${tk(more.hint)}` : '';
  return `${tk(hint)}${further}`;
}

/** The form's fields' names as its labels say them, for a refusal that names them. */
function fieldLabels(spec: ListingKindSpec, t: TFunction, tk: TFunction): Record<string, string> {
  const own = spec.form;
  const labels: Record<string, string> = {
    [spec.fields.title]: t(spec.text.titleLabel),
    description: t('field_description'),
    price: own ? tk(own.price.label) : t('field_price'),
    category_id: t('field_category'),
    condition: t('field_condition'),
    images: t('field_images'),
  };
  if (own) {
    labels[own.categoryField.name] = tk(own.categoryField.label);
    for (const field of ownFields(own)) labels[field.name] = tk(field.label);
  }
  return labels;
}

/** A refusal of the plain form (its fields marked, no message of its own) as one message naming the fields. */
function namedRefusal(fields: Record<string, string> | undefined, labels: Record<string, string>, t: TFunction): FormNotice | null {
  const names = Object.entries(fields ?? {}).flatMap(([name, message]) => (message ? [labels[name] ?? name] : []));
  return names.length > 0 ? { kind: 'error', text: t('fields_refused', { fields: names.join('; ') }) } : null;
}
