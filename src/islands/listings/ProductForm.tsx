import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Category, ListingImage } from '../../lib/api/listings.ts';
import type { FormFeedback, FormNotice } from '../../lib/form-feedback.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { groupThousands, parsePrice } from '../../lib/price.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../lib/schemas/products.ts';
import { setFlash } from '../shared/flash.ts';
import { FieldNote, describedBy } from '../shared/FieldNote.tsx';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useT } from '../shared/i18n.ts';
import { TextField } from '../shared/TextField.tsx';
import { ImagePicker, type PickedImage } from './ImagePicker.tsx';
import { sendForm, type SendOutcome } from './send-form.ts';

export interface ProductFormInitial {
  title: string;
  description: string;
  /** As typed (`1.250.000`). */
  price: string;
  condition: 'new' | 'used' | '';
  categoryId: number | null;
  inStock: boolean;
  images: ListingImage[];
}

type Phase = { kind: 'editing' } | { kind: 'sending'; percent: number };

/**
 * New product and edit product (SPEC.md §2, §5): title, description, price (shown with dot
 * thousands, sent as digits), condition, category, in stock, and 1–10 pictures with previews.
 * The markup is a plain multipart form the page handles without JavaScript; once hydrated,
 * the island checks the fields first, sends them to the API with upload progress, and shows
 * refusals next to their fields.
 */
export default function ProductForm(props: {
  messages: IslandMessages;
  mode: 'create' | 'edit';
  productId?: number | undefined;
  categories: Category[];
  initial: ProductFormInitial;
  feedback: FormFeedback;
  locationNote: string | null;
  cancelHref: string;
  successHref: string;
}) {
  const { messages, mode, categories } = props;
  const { locale } = messages;
  const t = useT(messages, 'listings');
  const te = useT(messages, 'errors');
  const values = props.feedback.values ?? {};
  const [title, setTitle] = useState(values.title ?? props.initial.title);
  const [description, setDescription] = useState(values.description ?? props.initial.description);
  const [price, setPrice] = useState(values.price ?? props.initial.price);
  const [condition, setCondition] = useState<string>(values.condition ?? props.initial.condition);
  const [categoryId, setCategoryId] = useState<string>(values.category_id ?? (props.initial.categoryId === null ? '' : String(props.initial.categoryId)));
  const [inStock, setInStock] = useState(values.in_stock ? values.in_stock === 'true' : props.initial.inStock);
  const [images, setImages] = useState<PickedImage[]>(props.initial.images.map((image) => ({ kind: 'existing', image, deleted: false })));
  const [fields, setFields] = useState<Record<string, string>>(props.feedback.fields ?? {});
  const [notice, setNotice] = useState<FormNotice | null>(props.feedback.notice ?? null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const alert = useRef<HTMLDivElement>(null);
  const ids = { description: useId(), price: useId(), category: useId(), condition: useId() };
  const sending = phase.kind === 'sending';

  useEffect(() => {
    if (notice?.kind === 'error') alert.current?.focus();
  }, [notice]);

  /** A corrected field loses its message, and the form's "fill in everything" note goes with the first correction. */
  const clear = (name: string) => {
    setFields((current) => (current[name] ? { ...current, [name]: '' } : current));
    setNotice((current) => (current?.kind === 'error' ? null : current));
  };

  /** SPEC.md §5's checks, before anything is sent. */
  function check(): Record<string, string> {
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.title = te('title_required_message');
    if (!description.trim()) missing.description = te('desc_required_message');
    if (!price.trim()) missing.price = te('price_required_message');
    else if (parsePrice(price) === null) missing.price = te('price_invalid');
    if (!condition) missing.condition = te('condition_required_message');
    if (!categoryId) missing.category_id = te('category_required_message');
    if (!images.some((image) => !(image.kind === 'existing' && image.deleted))) missing.images = te('at_least_one_image_required');
    return missing;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const missing = check();
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setNotice({ kind: 'error', text: t('please_fill_all_required_fields') });
      return;
    }
    const form = new FormData();
    form.set('title', title.trim());
    form.set('description', description.trim());
    form.set('price', String(parsePrice(price)));
    form.set('condition', condition);
    form.set('category_id', categoryId);
    form.set('in_stock', String(inStock));
    form.set('currency', 'Sum');
    for (const image of images) {
      if (image.kind === 'new') form.append(mode === 'create' ? 'images' : 'new_images', image.file);
      else if (!image.deleted) form.append('existing_images', String(image.image.id));
    }
    setNotice(null);
    setFields({});
    setPhase({ kind: 'sending', percent: 0 });
    const url = mode === 'create' ? '/api/products/api/products/' : `/api/products/api/products/${props.productId}/`;
    const outcome: SendOutcome = await sendForm(mode === 'create' ? 'POST' : 'PUT', `${url}?lang=${locale}`, form, (percent) => setPhase({ kind: 'sending', percent }));
    if (outcome.ok) {
      setFlash(mode === 'create' ? 'productCreatedSuccess' : 'product_updated_success');
      window.location.assign(props.successHref);
      return;
    }
    setPhase({ kind: 'editing' });
    const byField = Object.fromEntries(Object.entries(outcome.errors).map(([name, messages]) => [name === 'new_images' || name === 'existing_images' ? 'images' : name, messages[0] ?? '']));
    setFields(byField);
    const failed = mode === 'create' ? t('errorCreatingProduct') : t('product_update_failed');
    setNotice({ kind: 'error', text: outcome.detail ? `${failed}: ${outcome.detail}` : failed });
  }

  const selectClass = 'h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';
  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={submit} className="space-y-6" aria-busy={sending}>
      <FormAlert notice={notice} alertRef={alert} />
      <TextField name="title" label={t('field_title')} hint={t('field_title_hint')} value={title} maxLength={TITLE_MAX} error={fields.title} readOnly={sending} onValue={(value) => (setTitle(value), clear('title'))} />
      <div>
        <label htmlFor={ids.description} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('field_description')}
        </label>
        <textarea
          id={ids.description}
          name="description"
          rows={6}
          maxLength={DESCRIPTION_MAX}
          value={description}
          readOnly={sending}
          onChange={(event) => (setDescription(event.target.value), clear('description'))}
          aria-invalid={fields.description ? true : undefined}
          aria-describedby={describedBy(ids.description, undefined, fields.description)}
          className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        <FieldNote id={ids.description} error={fields.description} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="price"
          label={t('field_price')}
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
      </div>
      <fieldset aria-describedby={describedBy(ids.condition, undefined, fields.condition)}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('field_condition')}</legend>
        <div className="flex gap-3">
          {(['new', 'used'] as const).map((value) => (
            <label key={value} className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="condition" value={value} checked={condition === value} onChange={() => (setCondition(value), clear('condition'))} className="h-4 w-4 accent-brand-700" />
              {t(`condition_${value}`)}
            </label>
          ))}
        </div>
        <FieldNote id={ids.condition} error={fields.condition} />
      </fieldset>
      <label className="flex items-center gap-2 text-slate-800">
        {/* Unchecked boxes send nothing: the hidden field says "false", the box overrides it. */}
        <input type="hidden" name="in_stock" value="false" />
        <input type="checkbox" name="in_stock" value="true" checked={inStock} onChange={(event) => setInStock(event.target.checked)} className="h-5 w-5 accent-brand-700" />
        {t('field_in_stock')}
      </label>
      <ImagePicker t={t} te={te} images={images} onChange={(next) => (setImages(next), clear('images'))} error={fields.images} disabled={sending} />
      {props.locationNote && <p className="text-sm text-slate-600">{props.locationNote}</p>}
      {phase.kind === 'sending' && (
        <div role="status" className="space-y-1">
          <p className="text-sm text-slate-700">{t('uploading', { percent: phase.percent })}</p>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${phase.percent}%` }} />
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={props.cancelHref} className="btn-secondary">
          {t('cancel')}
        </a>
        <button type="submit" className="btn-primary" aria-disabled={sending || undefined}>
          {mode === 'create' ? (sending ? t('publishing') : t('publish')) : sending ? t('saving') : t('save_changes')}
        </button>
      </div>
    </form>
  );
}
