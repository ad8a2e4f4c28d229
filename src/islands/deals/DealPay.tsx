import { useState } from 'react';
import type { FormNotice } from '../../lib/form-feedback.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { ApiError, call } from '../shared/api.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useT } from '../shared/i18n.ts';
import { CardForm } from './CardForm.tsx';

/**
 * The buyer's pay step on a deal's page (issue 39): the card form (the card goes to the payment
 * provider from this browser and comes back as a verified token), then the deal's pay call,
 * which holds the total on the card; then the page again, paid, with the handover code. A
 * refusal (the card declined, the provider not answering, the deal moved on) is said above the
 * form, which stays for another try.
 */
export default function DealPay(props: { messages: IslandMessages; dealId: number; form: { endpoint: string; merchantId: string } }) {
  const { locale } = props.messages;
  const t = useT(props.messages, 'card');
  const td = useT(props.messages, 'deals');
  const [notice, setNotice] = useState<FormNotice | null>(null);

  async function pay(cardToken: string) {
    setNotice({ kind: 'info', text: td('pay_busy') });
    try {
      await call('post', '/api/deals/{id}/pay', { params: { id: String(props.dealId) }, json: { card_token: cardToken }, locale });
      location.reload();
    } catch (error) {
      // The server's words for a refusal; the provider's own words when nothing answered.
      setNotice({ kind: 'error', text: (error instanceof ApiError && error.firstMessage) || t('error_unavailable') });
    }
  }

  return (
    <div className="space-y-4" data-testid="deal-pay">
      <FormAlert notice={notice} />
      <CardForm t={t} form={props.form} onVerified={(card) => pay(card.token)} />
    </div>
  );
}
