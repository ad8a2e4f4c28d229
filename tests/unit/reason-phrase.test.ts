import { describe, expect, it } from 'vitest';
import { withReasonPhrase } from '../../src/server/http/reason-phrase.ts';

describe('withReasonPhrase', () => {
  it('gives a page that set 404 on a 200 answer the status line 404 Not Found, with its body and headers', async () => {
    const page = new Response('<h1>Topilmadi</h1>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const notFound = new Response(page.body, { status: 404, statusText: 'OK', headers: page.headers });
    const fixed = withReasonPhrase(notFound);
    expect([fixed.status, fixed.statusText, fixed.headers.get('content-type')]).toEqual([404, 'Not Found', 'text/html']);
    expect(await fixed.text()).toBe('<h1>Topilmadi</h1>');
  });

  it('leaves an answer whose phrase is right as it is', () => {
    const ok = new Response('x', { status: 200, statusText: 'OK' });
    expect(withReasonPhrase(ok)).toBe(ok);
    expect(withReasonPhrase(new Response('x', { status: 403, statusText: 'OK' })).statusText).toBe('Forbidden');
  });
});
