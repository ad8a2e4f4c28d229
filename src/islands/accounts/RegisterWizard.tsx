import { useEffect, useRef, useState } from 'react';
import { setFlash } from '../shared/flash.ts';
import type { District, Region } from '../../lib/api/locations.ts';
import { districtName, regionName } from '../../lib/names.ts';
import { rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api, ApiError } from '../shared/api.ts';
import { errorMessage } from '../shared/errors.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { useT } from '../shared/i18n.ts';
import { Notices, notify } from '../shared/Notices.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useApiData } from '../shared/use-api-data.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';

type Step = 1 | 2 | 3 | 4;
const NOTICE_MS = 3000;

/** /register: the four steps of SPEC.md (phone, region, district, username and password). */
export default function RegisterWizard({ messages, redirectTo }: { messages: IslandMessages; redirectTo: string }) {
  const { locale } = messages;
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [step, setStep] = useState<Step>(1);
  const [phone, setPhone] = useState<string | null>(null);
  const [region, setRegion] = useState<Region | null>(null);
  const [district, setDistrict] = useState<District | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const regions = useApiData(step >= 2 ? '/api/accounts/regions' : null, locale, (body: { regions: Region[] }) => body.regions);
  const districts = useApiData(step >= 3 && region ? `/api/accounts/districts/${region.id}` : null, locale, (body: { districts: District[] }) => body.districts);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const complete: Record<Step, boolean> = { 1: phone !== null, 2: region !== null, 3: district !== null, 4: username.trim() !== '' && password !== '' };
  const emptyMessage: Record<Step, string> = {
    1: t('phone_number_emtpy_message'),
    2: t('region_emtpy_message'),
    3: t('district_emtpy_message'),
    4: t('username_password_emtpy_message'),
  };
  const titles: Record<Step, string> = { 1: t('step_phone_title'), 2: t('step_region_title'), 3: t('step_district_title'), 4: t('step_account_title') };

  async function submit() {
    if (!complete[4] || !phone || !district) return;
    setSubmitting(true);
    setFieldErrors({});
    try {
      const info = await api<StoredUserInfo>('/api/accounts/register/', {
        locale,
        json: { username: username.trim(), password, phone_number: phone, user_type: 'regular', location_id: district.id },
      });
      rememberUser(info);
      setFlash('register_success');
      window.location.assign(redirectTo);
    } catch (error) {
      notify.error(`${t('register_error')}: ${errorMessage(error, t, 'unknown_error_message')}`, NOTICE_MS);
      if (error instanceof ApiError) setFieldErrors(error.fieldMessages);
      setSubmitting(false);
    }
  }

  return (
    <div>
      <Notices />
      <div className="mb-6">
        <p className="text-sm font-medium text-brand-700" aria-live="polite">
          {t('step_of', { step, total: 4 })}
        </p>
        <div className="mt-2 grid grid-cols-4 gap-1.5" aria-hidden="true">
          {[1, 2, 3, 4].map((n) => (
            <span key={n} className={`h-1.5 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-slate-200'}`} />
          ))}
        </div>
        <h2 ref={heading} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 outline-none">
          {titles[step]}
        </h2>
      </div>

      {step === 1 && (
        <PhoneVerification
          locale={locale}
          purpose="register"
          t={t}
          te={te}
          verifiedPhone={phone}
          onVerified={(verified) => {
            setPhone(verified);
            notify.success(t('register_phone_number_success'), NOTICE_MS);
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <ChoiceList
          state={regions.state}
          label={(item) => regionName(item, locale)}
          selectedId={region?.id ?? null}
          onChoose={(item) => {
            if (item.id !== region?.id) setDistrict(null);
            setRegion(item);
            notify.success(t('region_selected_message', { name: regionName(item, locale) }), NOTICE_MS);
            setStep(3);
          }}
          texts={{ loading: t('loading'), error: t('error_message'), retry: t('retry') }}
          onRetry={regions.retry}
        />
      )}
      {step === 3 && (
        <ChoiceList
          state={districts.state}
          label={(item) => districtName(item, locale)}
          selectedId={district?.id ?? null}
          onChoose={(item) => {
            setDistrict(item);
            notify.success(t('district_select_message', { name: districtName(item, locale) }), NOTICE_MS);
            setStep(4);
          }}
          texts={{ loading: t('loading'), error: t('error_message'), retry: t('retry') }}
          onRetry={districts.retry}
        />
      )}
      {step === 4 && (
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {region && district && (
            <p className="text-sm text-slate-600">
              {t('chosen_region', { name: regionName(region, locale) })} · {t('chosen_district', { name: districtName(district, locale) })}
            </p>
          )}
          <TextField
            label={t('username_label')}
            hint={t('username_hint')}
            value={username}
            onValue={setUsername}
            autoComplete="username"
            maxLength={30}
            error={fieldErrors.username}
            disabled={submitting}
          />
          <PasswordField
            label={t('password_label')}
            hint={t('password_hint')}
            value={password}
            onChange={setPassword}
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            autoComplete="new-password"
            error={fieldErrors.password}
            disabled={submitting}
          />
          <button type="submit" className="btn-primary w-full !py-3.5 !text-base" disabled={!complete[4] || submitting}>
            {submitting ? t('completing') : t('complete')}
          </button>
        </form>
      )}

      <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        {step >= 2 && (
          <button type="button" className="btn-secondary" disabled={submitting} onClick={() => setStep((step - 1) as Step)}>
            {t('previous')}
          </button>
        )}
        {step <= 3 && (
          <>
            <button type="button" className="btn-primary ml-auto" disabled={!complete[step]} aria-describedby={complete[step] ? undefined : 'next-hint'} onClick={() => setStep((step + 1) as Step)}>
              {t('next')}
            </button>
          </>
        )}
      </div>
      {step <= 4 && !complete[step] && (
        <p id="next-hint" className="mt-2 text-right text-sm text-slate-500">
          {emptyMessage[step]}
        </p>
      )}
    </div>
  );
}
