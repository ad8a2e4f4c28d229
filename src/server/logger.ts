import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON line per event on stdout; `npm run dev` pipes nothing through pretty printers. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: null,
    // Secrets never reach a log line, whatever logs them: fields of bodies, and headers of a logged request or error.
    redact: {
      paths: [
        'password',
        'new_password',
        'token',
        'otp',
        '*.password',
        '*.token',
        '*.otp',
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.*.headers.authorization',
        '*.*.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
