import type http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { FAKE_PAYME_PATH } from './index.ts';

/** What the runtime holds of the fake Payme with PAYMENTS_PROVIDER=fake: its JSON-RPC handler. */
export interface FakePaymeDoor {
  handle(request: Request): Promise<Response>;
}

/**
 * The door to the fake Payme (PAYMENTS_PROVIDER=fake only): `FAKE_PAYME_PATH` on the site's own
 * origin, before the API and the pages, outside the API's contract (it is Payme's protocol, not
 * ours). main.ts puts it in front in production; the dev server's integration
 * (integrations/dev-fake-payme.ts) under `astro dev`. Null without the fake: nothing is served.
 */
export function fakePaymeListener(fake: FakePaymeDoor | null): ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | null {
  if (!fake) return null;
  const listener = getRequestListener((request) => fake.handle(request));
  return (req, res) => {
    if (req.url?.split('?', 1)[0] !== FAKE_PAYME_PATH) return false;
    void listener(req, res);
    return true;
  };
}

/** `fetch` for this process's own client: straight to the fake's handler (no network), honouring the call's timeout. */
export function inProcessFetch(fake: FakePaymeDoor): typeof globalThis.fetch {
  return (input, init) => {
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const answer = fake.handle(new Request(input, init));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', abort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };
}
