/**
 * pino's JSON lines as a person at a terminal reads them (issue 34): `12:04:31.207 INFO  Bozor
 * listening on http://localhost:4321 port=4321 database=sqlite`, the level coloured, an error's
 * stack on the lines below. Only for a terminal: anything else (a file, a pipe, a log collector)
 * gets pino's JSON as it is. Pure: the logger (logger.ts) calls it for every line it writes.
 */

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '36' },
  30: { name: 'INFO', color: '32' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};

const two = (n: number) => String(n).padStart(2, '0');

function clock(epochMs: unknown): string {
  if (typeof epochMs !== 'number') return '--:--:--.---';
  const at = new Date(epochMs);
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

function value(field: unknown): string {
  if (typeof field === 'string') return /^[^\s"=]+$/.test(field) ? field : JSON.stringify(field);
  return JSON.stringify(field) ?? String(field);
}

/** One of pino's JSON lines as a readable line (and an error's stack under it); a line that is not pino's JSON comes back as it was. */
export function formatLogLine(json: string, options: { color: boolean }): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return json.endsWith('\n') ? json : `${json}\n`;
    entry = parsed as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const { level, time, msg, err, ...fields } = entry;
  const known = LEVELS[level as number] ?? { name: String(level ?? '?').toUpperCase(), color: '0' };
  const paint = (code: string, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const parts = [paint('2', clock(time)), paint(known.color, known.name.padEnd(5)), typeof msg === 'string' ? msg : ''];
  const rest = Object.entries(fields).map(([key, field]) => `${paint('2', `${key}=`)}${value(field)}`);
  let line = [...parts, ...rest].filter(Boolean).join(' ');
  if (err && typeof err === 'object') {
    const { stack, message, type } = err as { stack?: unknown; message?: unknown; type?: unknown };
    line += `\n${typeof stack === 'string' ? stack : `${String(type ?? 'Error')}: ${String(message ?? '')}`}`.replace(/\n/g, '\n    ');
  } else if (err !== undefined) {
    line += ` err=${value(err)}`;
  }
  return `${line}\n`;
}
