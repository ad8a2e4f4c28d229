import { describe, expect, it } from 'vitest';
import { formatLogLine } from '../../src/server/log-lines.ts';
import { createLogger } from '../../src/server/logger.ts';

/** Issue 34: a person at a terminal reads the log as lines; files, pipes and collectors get pino's JSON. */
function capture(isTTY: boolean, format?: 'json' | 'pretty') {
  const written: string[] = [];
  const logger = createLogger('info', { output: { isTTY, write: (text: string) => written.push(text) }, ...(format ? { format } : {}) });
  return { logger, written };
}

describe('log lines', () => {
  it('writes readable lines with the local time, the level and the fields when the output is a terminal', () => {
    const { logger, written } = capture(true);
    logger.info({ port: 4321, database: 'sqlite' }, 'Bozor listening on http://localhost:4321');
    expect(written).toHaveLength(1);
    const plain = written[0]!.replace(/\u001b\[\d+m/g, '');
    expect(plain).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Bozor listening on http:\/\/localhost:4321 port=4321 database=sqlite\n$/);
    expect(written[0]).toContain('\u001b[32mINFO');
    expect(() => JSON.parse(written[0]!)).toThrow();
  });

  it('writes one JSON line per event with the epoch time when the output is not a terminal', () => {
    const { logger, written } = capture(false);
    logger.warn({ url: '/x' }, 'slow request');
    expect(JSON.parse(written[0]!)).toMatchObject({ level: 40, time: expect.any(Number), url: '/x', msg: 'slow request' });
  });

  it('follows an explicit format whatever the output is', () => {
    const json = capture(true, 'json');
    json.logger.info('x');
    expect(JSON.parse(json.written[0]!)).toMatchObject({ msg: 'x' });
    const pretty = capture(false, 'pretty');
    pretty.logger.info('y');
    expect(pretty.written[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}y\n$/);
  });

  it('keeps secrets out of readable lines as out of JSON ones', () => {
    const { logger, written } = capture(true);
    logger.info({ password: 'hunter2', headers: { authorization: 'Token abc' } }, 'login');
    expect(written[0]).not.toContain('hunter2');
    expect(written[0]).not.toContain('Token abc');
    expect(written[0]).toContain('[redacted]');
  });

  it("puts an error's stack under its line and strings with spaces in quotes", () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time: Date.UTC(2026, 10, 28, 5, 0, 0),
        msg: 'job failed',
        job: 'reviews',
        note: 'two words',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at run (x.ts:1:1)' },
      }),
      { color: false },
    );
    const [first, ...rest] = line.trimEnd().split('\n');
    expect(first).toMatch(/ERROR job failed job=reviews note="two words"$/);
    expect(rest).toEqual(['    Error: boom', '        at run (x.ts:1:1)']);
  });

  it('passes a line that is not JSON through as it was', () => {
    expect(formatLogLine('plain text', { color: false })).toBe('plain text\n');
  });
});
