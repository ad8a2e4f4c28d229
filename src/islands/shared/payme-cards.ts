import { cardProblemOf, type CardProblem } from '../../lib/card-entry.ts';

/** A verified card as the provider names it: its token (what Bozor keeps for the hold) and its masked number. */
export interface VerifiedCard {
  token: string;
  masked: string;
}

export class CardFlowError extends Error {
  constructor(readonly problem: CardProblem) {
    super(problem);
    this.name = 'CardFlowError';
  }
}

/** One call of the card form may take this long before the buyer is told to try again. */
const CALL_TIMEOUT_MS = 20_000;

/**
 * The browser's side of Payme's card tokens (Subscribe API: cards.create, cards.get_verify_code,
 * cards.verify with `X-Auth: {merchant id}` alone), so that a card number goes from the buyer's
 * browser to Payme and never through Bozor. The endpoint and id come from the server
 * (`payments.cardForm()`): Payme's, or the fake Payme's in development and tests.
 */
export function paymeCards(form: { endpoint: string; merchantId: string }, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
  let id = 0;
  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let body: { result?: T; error?: { code?: number } };
    try {
      const response = await fetchImpl(form.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth': form.merchantId },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!response.ok) throw new CardFlowError('unavailable');
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (error instanceof CardFlowError) throw error;
      throw new CardFlowError('unavailable');
    }
    if (body.error) throw new CardFlowError(cardProblemOf(Number(body.error.code)));
    if (body.result === undefined) throw new CardFlowError('unavailable');
    return body.result;
  }
  type CardAnswer = { card: { token: string; number: string; verify?: boolean } };
  return {
    /** The card's token (not yet verified). `expire` is MMYY. */
    async create(number: string, expire: string): Promise<string> {
      const answer = await call<CardAnswer>('cards.create', { card: { number, expire }, save: false });
      return answer.card.token;
    },
    /** Sends the card's owner an SMS code; the masked phone it went to, and how long it lasts (ms). */
    async sendCode(token: string): Promise<{ phone: string; wait: number }> {
      const answer = await call<{ sent: boolean; phone: string; wait: number }>('cards.get_verify_code', { token });
      return { phone: answer.phone, wait: answer.wait };
    },
    async verify(token: string, code: string): Promise<VerifiedCard> {
      const answer = await call<CardAnswer>('cards.verify', { token, code });
      return { token: answer.card.token, masked: answer.card.number };
    },
  };
}
