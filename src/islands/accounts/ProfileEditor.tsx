import { USERNAME_MAX } from '../../lib/account-rules.ts';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { District, Region } from '../../lib/schemas/shapes.ts';
import type { FormNotice } from '../../lib/form-feedback.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { districtName, regionName } from '../../lib/names.ts';
import { api } from '../shared/api.ts';
import { errorMessage, fieldErrors } from '../shared/errors.ts';
import { setFlash } from '../shared/flash.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { FormAlert } from '../shared/FormAlert.tsx';
import { checkImageFile } from '../shared/image-check.ts';
import { useT } from '../shared/i18n.ts';
import { SelectField } from '../shared/SelectField.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useApiData } from '../shared/use-api-data.ts';

type RegionOption = Omit<Region, 'districts'>;

/** Server refusals that concern one field of the dialog: shown at that field, inside the dialog. */
const FIELD_OF_CODE = {
  username_taken: 'username',
  image_invalid_type: 'profile_image',
  image_too_large: 'profile_image',
  image_too_many_pixels: 'profile_image',
  image_unreadable: 'profile_image',
  payload_too_large: 'profile_image',
};

/** The /myprofile edit button and dialog: username, region, district and profile image with preview. */
export default function ProfileEditor(props: {
  messages: IslandMessages;
  regions: RegionOption[];
  initial: { username: string; regionId: number | null; locationId: number | null; image: string | null };
}) {
  const { locale } = props.messages;
  const t = useT(props.messages);
  const te = useT(props.messages, 'errors');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState(props.initial.username);
  const [regionId, setRegionId] = useState<number | null>(props.initial.regionId);
  const [locationId, setLocationId] = useState<number | null>(props.initial.locationId);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const districts = useApiData(open && regionId ? `/api/accounts/districts/${regionId}` : null, locale, (body: { districts: District[] }) => body.districts);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function show() {
    setOpen(true);
    dialog.current?.showModal();
  }
  function close() {
    dialog.current?.close();
  }

  const clearError = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: '' } : current));

  /** Checked at selection by size, by its bytes and by decoding it: a refused file is said so at once. */
  async function chooseImage(input: HTMLInputElement) {
    const file = input.files?.[0];
    clearError('profile_image');
    if (!file) return setImage(null);
    const verdict = await checkImageFile(file);
    if (verdict !== 'ok') {
      input.value = '';
      return setErrors((current) => ({ ...current, profile_image: te(verdict, { max: 5 }) }));
    }
    setImage(file);
  }

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (saving) return;
    const missing = { ...(!username.trim() && { username: te('field_required') }), ...(!locationId && { location_id: t('district_emtpy_message') }) };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const form = new FormData();
    form.set('username', username.trim());
    form.set('location_id', String(locationId));
    if (image) form.set('profile_image', image);
    setSaving(true);
    setErrors({});
    setNotice(null);
    try {
      await api('/api/accounts/user/info', { locale, method: 'PUT', form });
      setFlash('profile_update_success_message');
      window.location.reload();
    } catch (error) {
      const byField = fieldErrors(error, FIELD_OF_CODE);
      setErrors(byField);
      setNotice(
        Object.keys(byField).length > 0
          ? null
          : { kind: 'error', text: `${t('profile_update_fail_message')}: ${errorMessage(error, t, 'unknown_error_message')}` },
      );
      setSaving(false);
    }
  }

  return (
    <>
      <button type="button" className="btn-secondary" onClick={show}>
        {t('edit_profile')}
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby="edit-profile-title"
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <form method="post" noValidate onSubmit={save} className="space-y-5 p-6" aria-busy={saving}>
          <DialogHeader id="edit-profile-title" title={t('edit_profile')} closeLabel={t('close')} onClose={close} />
          <FormAlert notice={notice} />
          <div className="flex items-center gap-4">
            {preview || props.initial.image ? (
              <img src={preview ?? props.initial.image ?? ''} alt="" className="h-20 w-20 rounded-full object-cover" width={80} height={80} />
            ) : (
              <span
                className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800"
                aria-hidden="true"
              >
                {Array.from(username.trim())[0]?.toUpperCase() ?? '?'}
              </span>
            )}
            <div>
              <label className="btn-secondary cursor-pointer focus-within:outline-2 focus-within:outline-brand-600">
                {t('choose_image')}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  className="sr-only"
                  onChange={(event) => void chooseImage(event.target)}
                  disabled={saving}
                  aria-label={t('profile_image_label')}
                  aria-invalid={errors.profile_image ? true : undefined}
                  aria-describedby="profile-image-rules profile-image-error"
                />
              </label>
              <p id="profile-image-rules" className="mt-1.5 text-xs text-slate-500">
                {t('image_rules')}
              </p>
              {errors.profile_image && (
                <p id="profile-image-error" className="mt-1 text-sm text-red-700">
                  {errors.profile_image}
                </p>
              )}
            </div>
          </div>
          <TextField
            label={t('username_label')}
            hint={t('username_hint')}
            value={username}
            onValue={(value) => {
              setUsername(value);
              clearError('username');
            }}
            maxLength={USERNAME_MAX}
            autoComplete="username"
            error={errors.username}
            readOnly={saving}
          />
          <SelectField
            label={t('region_label')}
            placeholder={t('select_region')}
            value={regionId}
            options={props.regions.map((region) => ({ id: region.id, label: regionName(region, locale) }))}
            disabled={saving}
            onChoose={(id) => {
              setRegionId(id);
              setLocationId(null);
              clearError('location_id');
            }}
          />
          <SelectField
            label={t('district_label')}
            placeholder={districts.state.kind === 'loading' ? t('loading') : t('select_district')}
            value={locationId}
            options={(districts.state.kind === 'ready' ? districts.state.data : []).map((district) => ({
              id: district.id,
              label: districtName(district, locale),
            }))}
            disabled={saving || districts.state.kind !== 'ready'}
            error={errors.location_id}
            onChoose={(id) => {
              setLocationId(id);
              clearError('location_id');
            }}
          >
            {districts.state.kind === 'error' && (
              <p className="mt-1 text-sm text-red-700">
                {t('error_message')}{' '}
                <button type="button" className="font-medium underline" onClick={districts.retry}>
                  {t('retry')}
                </button>
              </p>
            )}
          </SelectField>
          <div className="flex justify-end gap-3 pt-2">
            <button type="button" className="btn-secondary" onClick={close} disabled={saving}>
              {t('cancel')}
            </button>
            <button type="submit" className="btn-primary" aria-disabled={saving || undefined}>
              {saving ? t('saving') : t('save')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
