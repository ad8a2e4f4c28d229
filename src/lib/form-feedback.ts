import type { PhoneEntry } from './phone.ts';

/** A message a form shows about itself: an error, a success or a hint. */
export interface FormNotice {
  kind: 'error' | 'success' | 'info';
  text: string;
}

/**
 * What a form shows after a refused or half-done submission, whoever handled it: the server's
 * answer to a plain form post (passed to the island as a prop) or the island's own API call.
 */
export interface FormFeedback {
  notice?: FormNotice;
  /** Field name → localized message. */
  fields?: Record<string, string>;
  /** The phone as typed, to show again. */
  entry?: PhoneEntry;
  /** Other fields as typed, to show again after the server refused a plain form post. */
  values?: Record<string, string>;
}
