import pino from 'pino';
import { formatLogLine } from './log-lines.ts';

export type Logger = pino.Logger;

/** Where the lines go: stdout unless told (tests), read as a terminal when it is one. */
export interface LogOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * One JSON line per event on stdout, for files, pipes and log collectors; readable lines
 * (log-lines.ts: local time, level, message, fields) when stdout is a terminal, as it is for
 * `npm start` and `npm run dev` in a shell. LOG_FORMAT=json or pretty decides otherwise.
 */
export function createLogger(level: string, options: { output?: LogOutput; format?: 'json' | 'pretty' } = {}): Logger {
  const output = options.output ?? process.stdout;
  const pretty = (options.format ?? (output.isTTY ? 'pretty' : 'json')) === 'pretty';
  const color = pretty && output.isTTY === true && !process.env.NO_COLOR;
  const destination = pretty
    ? { write: (line: string) => output.write(formatLogLine(line, { color })) }
    : options.output
      ? { write: (line: string) => output.write(line) }
      : undefined;
  const settings: pino.LoggerOptions = {
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
  };
  // pino's own fast stdout writer when nothing is reformatted.
  return destination ? pino(settings, destination) : pino(settings);
}
