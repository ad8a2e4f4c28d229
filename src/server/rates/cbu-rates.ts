import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseRateTiyin, type ForeignCurrency } from '../../lib/money.ts';
import type { Config } from '../config.ts';

/** A day's rate as the bank published it: so'm tiyin per one unit of `currency`, for `date` (YYYY-MM-DD). */
export interface RateQuote {
  currency: ForeignCurrency;
  date: string;
  rateTiyin: number;
}

/** Where rates come from: the bank over HTTP, or a file (tests, offline development). Throws `RatesError`. */
export interface RatesProvider {
  readonly source: 'cbu' | 'file';
  rate(currency: ForeignCurrency): Promise<RateQuote>;
}

/** The bank did not give a usable rate: unreachable, an error status, a timeout, or an answer that is not its JSON. */
export class RatesError extends Error {
  override name = 'RatesError';
}

/**
 * One entry of the Central Bank of Uzbekistan's JSON (cbu.uz/uz/arkhiv-kursov-valyut/json/USD/):
 * `{"id":69,"Code":"840","Ccy":"USD",…,"Nominal":"1","Rate":"12718.43","Diff":"-21.37","Date":"28.11.2026"}`.
 * Only the fields read are checked; the names in four languages and the day's change are not.
 */
const CbuEntry = z.object({
  Ccy: z.string(),
  Nominal: z.string().regex(/^[1-9]\d{0,5}$/),
  Rate: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
  Date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
});

/** `28.11.2026` → `2026-11-28`, or null for a day no calendar has (31.02.2026). */
export function cbuDate(text: string): string | null {
  const [day, month, year] = text.split('.').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The rate of `currency` in the bank's JSON (an array of entries), divided by its nominal; throws `RatesError` for anything else. */
export function parseCbuRate(payload: unknown, currency: ForeignCurrency): RateQuote {
  if (!Array.isArray(payload)) throw new RatesError('the rates answer is not a JSON array');
  const entry: unknown = payload.find((each: unknown) => typeof each === 'object' && each !== null && (each as { Ccy?: unknown }).Ccy === currency);
  if (entry === undefined) throw new RatesError(`the rates answer has no ${currency}`);
  const parsed = CbuEntry.safeParse(entry);
  if (!parsed.success) throw new RatesError(`the ${currency} rate is malformed: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  const date = cbuDate(parsed.data.Date);
  const rateTiyin = parseRateTiyin(parsed.data.Rate, Number(parsed.data.Nominal));
  if (!date) throw new RatesError(`the ${currency} rate's date is no day: ${parsed.data.Date}`);
  if (rateTiyin === null) throw new RatesError(`the ${currency} rate is not a positive amount: ${parsed.data.Rate}`);
  return { currency, date, rateTiyin };
}

/**
 * The Central Bank's public JSON over HTTP: GET `url`, an array of entries (the address of one
 * currency answers a list of one; `…/json/` answers every currency), within `timeoutMs` (body included).
 */
export function createCbuRates(options: { url: string; timeoutMs: number; fetch?: typeof fetch }): RatesProvider {
  const fetchRates = options.fetch ?? fetch;
  return {
    source: 'cbu',
    async rate(currency) {
      let payload: unknown;
      try {
        const response = await fetchRates(options.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new RatesError(`the bank answered HTTP ${response.status}`);
        const text = await response.text();
        try {
          payload = JSON.parse(text);
        } catch {
          throw new RatesError(`the bank answered no JSON (${JSON.stringify(text.slice(0, 60))})`);
        }
      } catch (error) {
        if (error instanceof RatesError) throw error;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new RatesError(`the bank is unreachable (${reason})`, { cause: error });
      }
      return parseCbuRate(payload, currency);
    },
  };
}

/** The same JSON from a file (`RATES_FILE`, data/rates/usd.json): a fixed rate for tests and offline development. */
export function createFileRates(file: string): RatesProvider {
  return {
    source: 'file',
    async rate(currency) {
      let payload: unknown;
      try {
        payload = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new RatesError(`cannot read the rates file ${file} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
      }
      return parseCbuRate(payload, currency);
    },
  };
}

/** The provider the configuration names: the bank (RATES_URL) or the file (RATES_FILE, from the working directory). */
export function createRatesProvider(config: Pick<Config, 'RATES_SOURCE' | 'RATES_URL' | 'RATES_FILE' | 'RATES_TIMEOUT_MS'>): RatesProvider {
  return config.RATES_SOURCE === 'cbu'
    ? createCbuRates({ url: config.RATES_URL, timeoutMs: config.RATES_TIMEOUT_MS })
    : createFileRates(path.resolve(config.RATES_FILE));
}
