import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON line per event on stdout; `npm run dev` pipes nothing through pretty printers. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: null,
    redact: { paths: ['password', 'new_password', 'token', 'otp', '*.password', '*.token', '*.otp'], censor: '[redacted]' },
  });
}
