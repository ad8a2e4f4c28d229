/**
 * Whether a received message deserves the "never pay in advance" warning (issue 10 item 6):
 * it carries a link, a phone number or a card-like number — what scams in classifieds ask
 * people to follow, call or pay to. Pure, so the rule is tested without a page.
 */
export type SafetyRisk = 'link' | 'phone' | 'card';

const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}\.(?:uz|ru|com|net|org|me|io|app|link|info|xyz|top|site|online|shop)\b(?:\/\S*)?|\bt\.me\/\S+|@[a-z0-9_]{5,}\b/i;
/** Dates ("22.11.2026", "5/12/2026") are numbers too, but nothing to call or pay to. */
const DATE = /\b\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}\b/g;
/** Runs of digits with spaces, dashes, dots or brackets between them (the separators people type in numbers). */
const NUMBER_RUN = /\+?\d[\d\s\-().]{6,}\d/g;

/** The kinds of risk in a message's text, in a stable order; empty when there are none. */
export function safetyRisks(text: string): SafetyRisk[] {
  const risks = new Set<SafetyRisk>();
  if (LINK.test(text)) risks.add('link');
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
  return (['link', 'phone', 'card'] as const).filter((risk) => risks.has(risk));
}

export function needsSafetyWarning(text: string): boolean {
  return safetyRisks(text).length > 0;
}
