import type { SmsPurpose } from '../db/schema.ts';

export interface SmsMessage {
  /** E.164, e.g. +998901234567. */
  to: string;
  text: string;
  code: string;
  purpose: SmsPurpose;
}

/** Sends one text message; throws when the provider refuses or cannot be reached. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
