import { USERNAME_MAX } from '../../lib/account-rules.ts';
import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import type { District, Region } from '../../lib/schemas/shapes.ts';
import type { FormFeedback, FormNotice } from '../../lib/form-feedback.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { districtName, regionName } from '../../lib/names.ts';
import { formatPhone } from '../../lib/phone.ts';
import { reachableStep, REGISTER_FLOW_COOKIE, type PhoneFlow, type Step } from '../../lib/phone-flow.ts';
import { rememberUser, type StoredUserInfo } from '../../stores/user-info.ts';
import { api, ApiError } from '../shared/api.ts';
import { deleteCookie } from '../shared/cookies.ts';
import { errorMessage, fieldErrors } from '../shared/errors.ts';
import { setFlash } from '../shared/flash.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useT } from '../shared/i18n.ts';
import { Notices } from '../shared/Notices.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useApiData } from '../shared/use-api-data.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { usePersistedFlow, useServerClock } from './use-phone-flow.ts';

type RegionOption = Omit<Region, 'districts'>;
/** What each history entry of the wizard remembers: its step, and that the wizard pushed it. */
interface StepState {
  registerStep: Step;
  registerPushed?: boolean;
}

/**
 * /register: the four steps of SPEC.md (phone, region, district, username and password).
 * The flow lives in a cookie (phone, verification, region, district, step: never the
 * password), so a reload resumes it and the server renders the same step; every step is an
 * entry of the browser's history, so Back and Forward (Android's too) move between steps.
 * Every step is also a plain form the server handles (register.astro) before JavaScript runs.
 */
export default function RegisterWizard(props: {
  messages: IslandMessages;
  redirectTo: string;
  initial: { flow: PhoneFlow; feedback: FormFeedback; regions: RegionOption[]; districts: District[] | null; serverNow: number; outboxFile: string | null };
}) {
  const { messages, redirectTo, initial } = props;
  const { locale } = messages;
  const t = useT(messages);
  const te = useT(messages, 'errors');
  const [flow, setFlow] = usePersistedFlow(REGISTER_FLOW_COOKIE, initial.flow);
  const now = useServerClock(initial.serverNow);
  const [phoneFeedback, setPhoneFeedback] = useState<FormFeedback>(initial.flow.step === 1 ? initial.feedback : {});
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>(initial.flow.step === 4 ? (initial.feedback.fields ?? {}) : {});
  const [notice, setNotice] = useState<FormNotice | null>(initial.flow.step === 4 ? (initial.feedback.notice ?? null) : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(flow.step);
  const step = flow.step;

  const region = initial.regions.find((each) => each.id === flow.regionId) ?? null;
  const districts = useApiData(
    flow.regionId === null ? null : `/api/accounts/districts/${flow.regionId}`,
    locale,
    (body: { districts: District[] }) => body.districts,
    initial.districts && initial.flow.regionId !== null ? { path: `/api/accounts/districts/${initial.flow.regionId}`, data: initial.districts } : null,
  );
  const district = districts.state.kind === 'ready' ? (districts.state.data.find((each) => each.id === flow.locationId) ?? null) : null;

  // This page's history entry is the current step; Back and Forward return to the step they name.
  const markEntry = useEffectEvent(() => history.replaceState({ ...(history.state as object | null), registerStep: flow.step } satisfies StepState, ''));
  const goToStep = useEffectEvent((wanted: Step) => setFlow((current) => ({ ...current, step: Math.min(wanted, reachableStep(current)) as Step })));
  // Once: the browser's Back and Forward move between steps for the island's life.
  useEffect(() => {
    markEntry();
    const onPop = (event: PopStateEvent) => {
      const wanted = (event.state as StepState | null)?.registerStep;
      if (wanted) goToStep(wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // After each step, focus goes to its heading (never to the page's body).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  /** Moves forward to a new step: a new history entry. */
  function advance(next: PhoneFlow) {
    setFlow(next);
    history.pushState({ registerStep: next.step, registerPushed: true } satisfies StepState, '');
  }

  function previous() {
    const state = history.state as StepState | null;
    if (state?.registerPushed && state.registerStep === step) {
      history.back();
      return;
    }
    const back = Math.max(1, step - 1) as Step;
    setFlow({ ...flow, step: back });
    history.replaceState({ registerStep: back } satisfies StepState, '');
  }

  async function verify(phone: string, otp: string): Promise<FormFeedback | null> {
    try {
      const answer = await api<{ result: boolean }>('/api/accounts/verify-code/', { locale, json: { phone_number: phone, otp, purpose: 'register' } });
      if (!answer.result) return { fields: { otp: t('verification_error') } };
      // Above the next step's list, not a floating notice (a notice outlived its step and lay over the last step's form at 360 px).
      setNotice({ kind: 'success', text: t('register_phone_number_success') });
      advance({ ...flow, phone, verifiedAt: now(), step: 2 });
      return null;
    } catch (error) {
      return { notice: { kind: 'error', text: errorMessage(error, t, 'verification_error') } };
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const missing = { ...(!username.trim() && { username: te('field_required') }), ...(!password && { password: te('field_required') }) };
    if (Object.keys(missing).length > 0 || !flow.phone || flow.locationId === null) {
      setFields(missing);
      return;
    }
    setSubmitting(true);
    setNotice(null);
    try {
      const info = await api<StoredUserInfo>('/api/accounts/register/', {
        locale,
        json: { username: username.trim(), password, phone_number: flow.phone, user_type: 'regular', location_id: flow.locationId },
      });
      deleteCookie(REGISTER_FLOW_COOKIE);
      rememberUser(info);
      setFlash('register_success');
      window.location.assign(redirectTo);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'phone_not_verified') {
        // The verification ran out (15 minutes): confirm the phone again, the rest is kept.
        setPhoneFeedback({ notice: { kind: 'error', text: error.detail } });
        setFlow({ ...flow, verifiedAt: null, sentAt: null, step: 1 });
        history.replaceState({ registerStep: 1 } satisfies StepState, '');
        return;
      }
      const byField = fieldErrors(error, { username_taken: 'username' });
      setFields(byField);
      setNotice(Object.keys(byField).length > 0 ? null : { kind: 'error', text: `${t('register_error')}: ${errorMessage(error, t, 'unknown_error_message')}` });
    }
  }

  const complete: Record<Step, boolean> = {
    1: flow.verifiedAt !== null,
    2: flow.regionId !== null,
    3: flow.locationId !== null,
    4: username.trim() !== '' && password !== '',
  };
  const emptyMessage: Record<Step, string> = {
    1: t('phone_number_emtpy_message'),
    2: t('region_emtpy_message'),
    3: t('district_emtpy_message'),
    4: t('username_password_emtpy_message'),
  };
  const titles: Record<Step, string> = { 1: t('step_phone_title'), 2: t('step_region_title'), 3: t('step_district_title'), 4: t('step_account_title') };
  const texts = { loading: t('loading'), error: t('error_message'), retry: t('retry') };

  return (
    <div>
      <Notices closeLabel={t('close')} />
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

      {step === 1 &&
        (flow.verifiedAt !== null && flow.phone ? (
          <form
            method="post"
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              setFlow({ ...flow, phone: null, sentAt: null, verifiedAt: null, step: 1 });
            }}
          >
            <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900" role="status">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="M20 6 9 17l-5-5" />
              </svg>
              {t('verified_phone', { phone: formatPhone(flow.phone) })}
            </p>
            <button type="submit" name="intent" value="change" className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('change_number')}
            </button>
          </form>
        ) : (
          <PhoneVerification
            locale={locale}
            purpose="register"
            t={t}
            te={te}
            flow={flow}
            onFlowChange={setFlow}
            now={now}
            initial={phoneFeedback}
            action={{ intent: 'verify', label: t('verify'), busyLabel: t('verifying'), run: verify }}
            outboxFile={initial.outboxFile}
          />
        ))}
      {step === 2 && <FormAlert notice={notice} />}
      {step === 2 && (
        <ChoiceList
          name="region_id"
          intent="region"
          state={{ kind: 'ready', data: initial.regions }}
          label={(item) => regionName(item, locale)}
          selectedId={flow.regionId}
          onChoose={(item) => {
            // Said above the next step's list, as the district is in the last step's form: a floating notice outlived its step and lay over the form at 360 px.
            setNotice({ kind: 'success', text: t('region_selected_message', { name: regionName(item, locale) }) });
            advance({ ...flow, regionId: item.id, locationId: item.id === flow.regionId ? flow.locationId : null, step: 3 });
          }}
          texts={texts}
          onRetry={() => undefined}
        />
      )}
      {step === 3 && <FormAlert notice={notice} />}
      {step === 3 && (
        <ChoiceList
          name="location_id"
          intent="district"
          state={districts.state}
          label={(item) => districtName(item, locale)}
          selectedId={flow.locationId}
          onChoose={(item) => {
            // Said at the top of the last step's form, not as a floating notice: on a phone that one lay over the form's fields and button.
            setNotice({ kind: 'success', text: t('district_select_message', { name: districtName(item, locale) }) });
            advance({ ...flow, locationId: item.id, step: 4 });
          }}
          texts={texts}
          onRetry={districts.retry}
        />
      )}
      {step === 4 && (
        <form method="post" noValidate className="space-y-4" onSubmit={submit} aria-busy={submitting}>
          <input type="hidden" name="intent" value="register" />
          <FormAlert notice={notice} />
          {region && (
            <p className="text-sm text-slate-600">
              {t('chosen_region', { name: regionName(region, locale) })}
              {district && <> · {t('chosen_district', { name: districtName(district, locale) })}</>}
            </p>
          )}
          <TextField
            name="username"
            label={t('username_label')}
            hint={t('username_hint')}
            value={username}
            onValue={(value) => {
              setUsername(value);
              setFields((current) => ({ ...current, username: '' }));
            }}
            autoComplete="username"
            maxLength={USERNAME_MAX}
            error={fields.username}
            readOnly={submitting}
          />
          <PasswordField
            label={t('password_label')}
            name="password"
            hint={t('password_hint')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFields((current) => ({ ...current, password: '' }));
            }}
            showLabel={t('show_password')}
            hideLabel={t('hide_password')}
            autoComplete="new-password"
            error={fields.password}
            disabled={submitting}
          />
          <button type="submit" className="btn-primary w-full !py-3.5 !text-base" aria-disabled={!complete[4] || submitting || undefined}>
            {submitting ? t('completing') : t('complete')}
          </button>
        </form>
      )}

      {/* Previous and Next: plain form buttons too (intent "step"), handled by the server without JavaScript. */}
      <form
        method="post"
        className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          const target = Number((event.nativeEvent.submitter as HTMLButtonElement | null)?.value);
          if (target < step) previous();
          else if (target > step && complete[step]) advance({ ...flow, step: target as Step });
        }}
      >
        <input type="hidden" name="intent" value="step" />
        {step >= 2 && (
          <button type="submit" name="step" value={step - 1} className="btn-secondary" aria-disabled={submitting || undefined}>
            {t('previous')}
          </button>
        )}
        {step <= 3 && (
          <button
            type="submit"
            name="step"
            value={step + 1}
            className="btn-primary ml-auto"
            disabled={!complete[step]}
            aria-describedby={complete[step] ? undefined : 'next-hint'}
          >
            {t('next')}
          </button>
        )}
      </form>
      {!complete[step] && (
        <p id="next-hint" className="mt-2 text-right text-sm text-slate-500">
          {emptyMessage[step]}
        </p>
      )}
    </div>
  );
}
