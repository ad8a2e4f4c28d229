/**
 * Whether a received message deserves a warning (issue 10 item 6, issue 39), and which: it carries
 * a link, a phone number or a card-like number — what scams in classifieds ask people to follow,
 * call or pay to — or, worst, it asks for payment outside Bozor's own safe deal: a payment link
 * (a fake "OLX delivery", "safe pay", an escrow, a Payme or Click checkout sent by a person), or a
 * card number with a request to transfer money to it. Bozor's safe deal is only the button on a
 * listing, never a link in a chat. Pure, so the rules are tested without a page.
 */
export type SafetyRisk = 'link' | 'phone' | 'card' | 'payment';
/** The warning a message gets: `payment` (a payment request outside the safe deal), `general` ("never pay in advance"), or none. */
export type SafetyWarning = 'payment' | 'general';

const LINK_SOURCE = String.raw`\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}\.(?:uz|ru|com|net|org|me|io|app|link|info|xyz|top|site|online|shop)\b(?:\/\S*)?|\bt\.me\/\S+|@[a-z0-9_]{5,}\b`;
const LINK = new RegExp(LINK_SOURCE, 'i');
const LINKS = new RegExp(LINK_SOURCE, 'gi');
/** Dates ("22.11.2026", "5/12/2026") are numbers too, but nothing to call or pay to. */
const DATE = /\b\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}\b/g;
/** Runs of digits with spaces, dashes, dots or brackets between them (the separators people type in numbers). */
const NUMBER_RUN = /\+?\d[\d\s\-().]{6,}\d/g;

/**
 * A link that takes payment: a "pay" anywhere in it (payme, paycom, olx-pay, safe-pay; not
 * "display"), a checkout, an escrow, Click's pages, a "to'lov"/"oplata" page, or OLX with a
 * delivery (the commonest fake: "OLX delivery", which OLX.uz itself says it does not run).
 */
const PAYMENT_LINK = /(?<!dis)pay|checkout|escrow|(?:^|[./@])click\.uz|oplat|to-?lov|tolov|olx\S*(?:deliver|dostav|yetkaz)|(?:deliver|dostav|yetkaz)\S*olx/;
/** Words of a payment outside Bozor: "xavfsiz to'lov", "safe pay", "безопасная оплата", "escrow", "OLX доставка" (text folded by `fold`). */
const PAYMENT_WORDS =
  /xavfsiz\s+to'?l(?:ov|a)|himoyalangan\s+to'?l(?:ov|a)|safe[\s-]?pay|secure[\s-]?pay|escrow|эскроу|безопасн\S*\s+(?:оплат|плат[её]ж|перевод)|olx\S*[\s-]+(?:pay|deliver|dostav|yetkaz|доставк|оплат|to'?l)|(?:dostavka|доставк\S*)\s+olx/;
/** A request to send money (to a card the message gives): send, transfer, o'tkazing, tashlang, jo'nating, переведите, скиньте, отправьте, пополните. */
const TRANSFER_WORDS = /send|transfer|o'?tkaz|tashla|jo'?nat|перев[её]д|перевест|переведи|скин|кинь|отправ|пополн/;

/** Lower case, with every apostrophe Uzbek is typed with (ʻ ʼ ’ ‘ `) as `'`. */
const fold = (text: string) => text.toLowerCase().replace(/[ʻʼ’‘`]/g, "'");

/** The kinds of risk in a message's text, in a stable order; empty when there are none. */
export function safetyRisks(text: string): SafetyRisk[] {
  const risks = new Set<SafetyRisk>();
  const folded = fold(text);
  if (LINK.test(text)) {
    risks.add('link');
    for (const link of folded.matchAll(LINKS)) if (PAYMENT_LINK.test(link[0])) risks.add('payment');
  }
  if (PAYMENT_WORDS.test(folded)) risks.add('payment');
  for (const match of text.replace(DATE, ' ').matchAll(NUMBER_RUN)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '');
    // A price in thousands ("150 000 000", "1.250.000") is not a number to call or pay to.
    if (/^\d{1,3}(?:([\s.,])\d{3})(?:\1\d{3})*$/.test(run)) continue;
    // Cards: 13–19 digits, grouped by spaces or dashes only (a card is never written with brackets).
    if (digits.length >= 13 && digits.length <= 19 && /^[\d\s-]+$/.test(run)) risks.add('card');
    // Phones: 9 digits (an Uzbek number without its code) up to 15 (E.164), with or without a plus.
    else if (digits.length >= 9 && digits.length <= 15) risks.add('phone');
  }
  // A card number and a request to send money to it.
  if (risks.has('card') && TRANSFER_WORDS.test(folded)) risks.add('payment');
  return (['link', 'phone', 'card', 'payment'] as const).filter((risk) => risks.has(risk));
}

/** The warning a received message gets, if any: a payment request outside the safe deal first. */
export function safetyWarning(text: string): SafetyWarning | null {
  const risks = safetyRisks(text);
  return risks.includes('payment') ? 'payment' : risks.length > 0 ? 'general' : null;
}

export function needsSafetyWarning(text: string): boolean {
  return safetyWarning(text) !== null;
}
