import type http from 'node:http';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';

/** Where the browser tests move time and run a job now (only with the hooks on). */
export const E2E_PATH = '/__e2e';
/** The furthest one call moves the clock: a deal's longest deadline (14 days) with room to spare. */
const MAX_ADVANCE_MS = 60 * 86_400_000;

/**
 * Time and jobs for the browser tests (issue 39: "after 3 days, injectable clock"): the runtime's
 * clock is real time plus an offset the tests move forward, and a door runs a job now. On only
 * with NODE_ENV=test and E2E_HOOKS=1 (scripts/e2e-server.mjs sets both); otherwise there is no
 * offset and no door (the path is a page like any other: 404).
 */
export interface E2eHooks {
  clock: Clock;
  /** Moves the clock forward; answers the clock's time now. */
  advance(ms: number): Date;
}

export const e2eHooksOn = (config: Pick<Config, 'NODE_ENV' | 'E2E_HOOKS'>): boolean => config.NODE_ENV === 'test' && config.E2E_HOOKS;

/** The hooks when they are on (`e2eHooksOn`), else null: the system clock stays the runtime's. */
export function createE2eHooks(config: Pick<Config, 'NODE_ENV' | 'E2E_HOOKS'>, now: () => number = Date.now): E2eHooks | null {
  if (!e2eHooksOn(config)) return null;
  let offset = 0;
  const clock: Clock = () => new Date(now() + offset);
  return {
    clock,
    advance(ms) {
      offset += ms;
      return clock();
    },
  };
}

/** What the door needs: the hooks, and a job run now by name (the queue's `trigger`, which resolves when it is done in process). */
export interface E2eDoorDeps {
  hooks: E2eHooks | null;
  jobNames: readonly string[];
  trigger(name: string): Promise<void>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The door's answer to a request, or null when the request is not for it (or the hooks are off:
 * then nothing here answers, and the page's own 404 does).
 *   POST /__e2e/clock {"advance_ms": n}  → {"now": iso}
 *   POST /__e2e/jobs/{name}              → {"ran": name}, once the job's run is done
 */
export async function answerE2e(request: Request, deps: E2eDoorDeps): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!deps.hooks || (pathname !== E2E_PATH && !pathname.startsWith(`${E2E_PATH}/`))) return null;
  if (request.method !== 'POST') return json(405, { code: 'method_not_allowed' });
  if (pathname === `${E2E_PATH}/clock`) {
    const body = (await request.json().catch(() => null)) as { advance_ms?: unknown } | null;
    const ms = body?.advance_ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS) return json(400, { code: 'field_invalid' });
    return json(200, { now: deps.hooks.advance(ms).toISOString() });
  }
  const job = /^\/__e2e\/jobs\/([a-z-]+)$/.exec(pathname)?.[1];
  if (job && deps.jobNames.includes(job)) {
    await deps.trigger(job);
    return json(200, { ran: job });
  }
  return json(404, { code: 'not_found' });
}

/** The door in front of the production server (main.ts); null when the hooks are off. */
export function e2eListener(deps: E2eDoorDeps): ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | null {
  if (!deps.hooks) return null;
  return (req, res) => {
    const pathname = req.url?.split('?', 1)[0] ?? '';
    if (pathname !== E2E_PATH && !pathname.startsWith(`${E2E_PATH}/`)) return false;
    void readRequest(req).then(
      async (request) => {
        const answer = (await answerE2e(request, deps)) ?? json(404, { code: 'not_found' });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(await answer.text());
      },
      () => {
        res.writeHead(400);
        res.end();
      },
    );
    return true;
  };
}

async function readRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', 'http://e2e.local'), {
    method: req.method ?? 'GET',
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    ...(body && req.method !== 'GET' && req.method !== 'HEAD' && { body }),
  });
}
