import { useEffect, useId, useRef, useState } from 'react';
import type { ListingImage } from '../../lib/schemas/shapes.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { ConfirmInPlace } from '../shared/ConfirmInPlace.tsx';
import { checkImageFile } from '../shared/image-check.ts';
import { MAX_LISTING_IMAGES } from '../../lib/image-type.ts';

export type PickedImage = { kind: 'existing'; image: ListingImage; deleted: boolean } | { kind: 'new'; file: File; url: string; key: string };

let picked = 0;

/**
 * A listing's pictures: the ones it has (a "keep" box each, so the plain form can drop one;
 * unticking asks first and marks it deleted, ticking again restores it), new ones with
 * previews and a remove button, and a count x/max (the kind's limit) that turns red when full. Files are checked when
 * chosen: the ones that would be refused are skipped with the reason.
 */
export function ImagePicker(props: {
  t: TFunction;
  te: TFunction;
  images: PickedImage[];
  onChange(images: PickedImage[]): void;
  error?: string | undefined;
  disabled?: boolean;
  /** Photos a listing of its kind holds at most (its `limits.images`). */
  max?: number;
}) {
  const { t, te, images, onChange, max = MAX_LISTING_IMAGES } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [skipped, setSkipped] = useState<string | null>(null);
  /** The kept picture whose removal is being asked about (the site's confirmation, below the pictures). */
  const [asking, setAsking] = useState<number | null>(null);
  const count = images.filter((image) => !(image.kind === 'existing' && image.deleted)).length;
  const full = count >= max;

  // Previews are object URLs: let them go with the picker.
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach((image) => image.kind === 'new' && URL.revokeObjectURL(image.url)), []);

  async function add(files: File[]) {
    const reasons = new Set<string>();
    const accepted: PickedImage[] = [];
    let room = max - count;
    for (const file of files) {
      if (room <= 0) {
        reasons.add(te('maxImagesError', { max }));
        continue;
      }
      const verdict = await checkImageFile(file);
      if (verdict !== 'ok') {
        reasons.add(t('image_valid_type'));
        continue;
      }
      accepted.push({ kind: 'new', file, url: URL.createObjectURL(file), key: `picked-${(picked += 1)}` });
      room -= 1;
    }
    setSkipped(reasons.size > 0 ? t('some_files_skipped', { reason: [...reasons].join('; ') }) : null);
    if (accepted.length > 0) onChange([...images, ...accepted]);
  }

  function setDeleted(index: number, deleted: boolean) {
    onChange(images.map((image, i) => (i === index && image.kind === 'existing' ? { ...image, deleted } : image)));
  }

  /** The question is gone: the keyboard goes back to the picture's box it came from. */
  function answered() {
    if (asking !== null) document.getElementById(`${id}-keep-${asking}`)?.focus();
    setAsking(null);
  }

  /** Unticking "keep" asks first; ticking again restores at once. */
  function toggleKeep(index: number, keep: boolean) {
    if (keep) setDeleted(index, false);
    else setAsking(index);
  }

  function remove(index: number) {
    const image = images[index];
    if (image?.kind === 'new') URL.revokeObjectURL(image.url);
    onChange(images.filter((_, i) => i !== index));
  }

  return (
    <fieldset aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-slate-800">
        {t('field_images')}
        <span className={full ? 'font-semibold text-red-700' : 'text-slate-600'} data-testid="image-count">
          {t('images_count', { count, max })}
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-slate-600">
        {t('images_hint', { max })}
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {images.map((image, index) => (
          <li key={image.kind === 'new' ? image.key : `existing-${image.image.id}`} className="relative">
            {image.kind === 'existing' ? (
              <figure className={image.deleted ? 'opacity-40' : ''}>
                <img
                  src={image.image.thumbnail}
                  alt=""
                  className="aspect-square w-full rounded-xl object-cover ring-1 ring-slate-200"
                  width={120}
                  height={120}
                />
                <figcaption className="mt-1 text-xs">
                  <label className="flex items-center gap-1.5 text-slate-800">
                    <input
                      id={`${id}-keep-${index}`}
                      type="checkbox"
                      name="existing_images"
                      value={image.image.id}
                      checked={!image.deleted}
                      onChange={(event) => toggleKeep(index, event.target.checked)}
                      disabled={props.disabled}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {t('restore_image')}
                  </label>
                  {image.deleted && <span className="text-red-700">{t('image_marked_deleted')}</span>}
                </figcaption>
              </figure>
            ) : (
              <>
                <img src={image.url} alt="" className="aspect-square w-full rounded-xl object-cover ring-1 ring-brand-300" width={120} height={120} />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={props.disabled}
                  aria-label={`${t('remove_image')} ${index + 1}`}
                  className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white"
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {asking !== null && (
        <ConfirmInPlace
          className="mt-3"
          question={t('confirm_remove_image')}
          confirmLabel={t('remove_image_confirm_button')}
          cancelLabel={t('cancel')}
          onConfirm={() => {
            setDeleted(asking, true);
            answered();
          }}
          onCancel={answered}
        />
      )}
      <label
        className={`btn-secondary mt-3 cursor-pointer focus-within:outline-2 focus-within:outline-brand-600 ${full ? 'pointer-events-none' : ''}`}
        aria-disabled={full || props.disabled || undefined}
      >
        {t('add_images')}
        <input
          ref={input}
          type="file"
          name="images"
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          disabled={full || props.disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The island sends its own list; the field only hands files over.
            event.target.value = '';
            void add(files);
          }}
        />
      </label>
      {skipped && (
        <p role="status" className="mt-2 text-sm text-amber-800">
          {skipped}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
