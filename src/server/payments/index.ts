import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createPaymeProvider } from './payme.ts';
import type { PaymentsProvider } from './payments-provider.ts';

/** Where the app serves the fake Payme with PAYMENTS_PROVIDER=fake (same origin, outside /api's contract). */
export const FAKE_PAYME_PATH = '/fake-payme/api';
/** The fake's cash desk: not a secret, it opens nothing but the fake. */
export const FAKE_PAYME_MERCHANT = { merchantId: 'bozor-fake-payme', key: 'fake-payme-key' } as const;

/**
 * Payme with PAYMENTS_PROVIDER=payme; with `fake`, the same Payme client pointed at the fake Payme
 * (tests/fixtures/fake-payme.ts) the app serves at FAKE_PAYME_PATH on its own address (the
 * runtime mounts it only then). `fetch` lets the runtime hand the fake's handler in directly,
 * so that the server does not call itself over the network.
 */
export function createPaymentsProvider(
  config: Pick<Config, 'PAYMENTS_PROVIDER' | 'PAYME_ENDPOINT' | 'PAYME_MERCHANT_ID' | 'PAYME_KEY' | 'PAYMENTS_TIMEOUT_MS' | 'publicUrl'>,
  logger: Logger,
  options: { fetch?: typeof globalThis.fetch; clock?: Clock } = {},
): PaymentsProvider {
  const paymentsLogger = logger.child({ provider: config.PAYMENTS_PROVIDER === 'fake' ? 'fake-payme' : 'payme' });
  if (config.PAYMENTS_PROVIDER === 'payme') {
    return createPaymeProvider({
      endpoint: config.PAYME_ENDPOINT,
      merchantId: config.PAYME_MERCHANT_ID ?? '',
      key: config.PAYME_KEY ?? '',
      timeoutMs: config.PAYMENTS_TIMEOUT_MS,
      logger: paymentsLogger,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.clock && { clock: options.clock }),
    });
  }
  return createPaymeProvider({
    endpoint: new URL(FAKE_PAYME_PATH, config.publicUrl).href,
    ...FAKE_PAYME_MERCHANT,
    timeoutMs: config.PAYMENTS_TIMEOUT_MS,
    logger: paymentsLogger,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.clock && { clock: options.clock }),
  });
}
