import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from './shapes.ts';

/** A declared request body. */
type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;

/**
 * How an API route is declared (issue 20): a route object of `@hono/zod-openapi` (path, method,
 * tags, security, request, every answer) in `src/lib/schemas/<area>.ts`, written with the
 * helpers below and typed `satisfies RouteConfig` (a type only: nothing of Hono reaches a page
 * that imports a schema). The server mounts it with `app.openapi(route, handler)`
 * (server/http/openapi.ts): the same object validates the request, types the answers and
 * writes the OpenAPI document (`/api/openapi.json`).
 *
 * Query strings and path parameters are validated by the declaration (a bad path id is a 404,
 * as a missing listing is). JSON and multipart bodies keep their own readers
 * (`parseJson`: 415, 413 past 64 KB, `invalid_json`; `parseMultipart`: streamed with its
 * limits), so a body is declared with `jsonBody`/`formBody`, which document its schema without
 * a second, buffering validator.
 */

/** What each status means on this API, as the OpenAPI document says it. */
const ERROR_STATUSES = {
  400: 'Invalid input: `validation_error` with `errors` per field, `invalid_json`, a page too far into a list (`page_too_deep`), or a rule of the request (`otp_invalid`…).',
  401: 'Not signed in, or the token or session has ended (`not_authenticated`).',
  402: 'The card was refused (`payment_declined`): nothing is held; another card may do.',
  403: 'Not yours (`not_owner`, `not_author`), blocked (`chat_blocked`), or a write signed in only by the cookie from another site (`forbidden_origin`).',
  404: 'Nothing with that id (`not_found`).',
  409: 'Taken (`phone_taken`, `username_taken`), or not allowed in the listing’s or the deal’s state (`move_not_allowed`, `raise_too_soon`, `renew_too_early`, `renew_too_late`, `deal_wrong_state`, `deal_deadline_passed`…).',
  413: 'Too large (`payload_too_large`; JSON bodies stop at 64 KB).',
  415: 'Not the declared content type, or a file of a type not accepted (`unsupported_media_type`, `image_invalid_type`).',
  429: 'Too many requests or over a quota; `Retry-After` says in how many seconds to try again.',
  503: 'The server is busy (`server_busy`, uploads), its database is unreachable, or the payment provider did not answer (`payment_pending`: looked up by a job, never charged twice; `payment_unavailable`); `Retry-After` when it knows.',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The error answers a route can give, with the API's one error body. */
export function errorAnswers(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_STATUSES[status], content: { 'application/json': { schema: ErrorBody } } }]),
  ) as Record<ErrorStatus, { description: string; content: { 'application/json': { schema: typeof ErrorBody } } }>;
}

/**
 * The error answers the API's shared middleware gives on a route, whatever the route itself does
 * (http/app.ts, http/validation.ts, http/openapi.ts), read from the route's declaration:
 * - a signed-in route (`security`): 401 `not_authenticated`;
 * - every write (not GET or HEAD): 403 `forbidden_origin` for a write from another site (`sameOriginWrites`);
 * - a JSON body (`jsonBody`, read by `parseJson`): 415 not JSON, 413 past 64 KB, 400 `invalid_json` or `validation_error`;
 * - a form (`formBody`, `admitUpload` then `parseMultipart`): 415, 413, 400, and 429 / 503 from the upload gate;
 * - path parameters: 404 for one that names nothing; a query: 400 `validation_error`.
 * `apiRouter()` (server/http/openapi.ts) adds them to every route it mounts, so a route declares only its own
 * answers and no route can forget these; where a route declares one of these statuses itself, its own stays.
 */
export function middlewareAnswers(route: Pick<RouteConfig, 'method' | 'security' | 'request'> & { 'x-only-role'?: string }) {
  const statuses = new Set<ErrorStatus>();
  const body = route.request?.body?.content ?? {};
  const gated = 'x-only-role' in route;
  // A route only a role's holders reach answers 404 to everyone else, the signed-out included.
  if (gated) statuses.add(404);
  else if (route.security?.length) statuses.add(401);
  if (route.method !== 'get' && route.method !== 'head') statuses.add(403);
  if ('application/json' in body) for (const status of [400, 413, 415] as const) statuses.add(status);
  if ('multipart/form-data' in body) for (const status of [400, 413, 415, 429, 503] as const) statuses.add(status);
  if (route.request?.params) statuses.add(404);
  if (route.request?.query) statuses.add(400);
  return errorAnswers(...[...statuses].sort((a, b) => a - b));
}

/** A JSON answer. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Signed in by either scheme (spec/API.md "Authentication"). */
export const SIGNED_IN = [{ Token: [] }, { Session: [] }];

/** A schema as JSON Schema 2020-12 of what a client sends (before transforms), for a body the route reads itself. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

/** What a JSON body may weigh, unless its route declares more (`jsonBody`'s `maxBytes`, the document's `x-max-bytes`). */
export const JSON_BODY_BYTES = 64 * 1024;

/**
 * A JSON body, read by the handler with `parseJson(c, schema)` (documented here, validated there);
 * a route whose bodies may weigh more than JSON_BODY_BYTES says so (`maxBytes`, written into the
 * document as `x-max-bytes`) and reads them with the same limit.
 */
export function jsonBody(schema: z.ZodType, description?: string, maxBytes = JSON_BODY_BYTES): RequestBody {
  return {
    required: true,
    ...(description && { description }),
    ...(maxBytes !== JSON_BODY_BYTES && { 'x-max-bytes': maxBytes }),
    content: { 'application/json': { schema: inputSchema(schema) } } as RequestBody['content'],
  };
}

/**
 * A route only the holders of a role reach (issue 37: the marketers' studio; issue 39: the moderators' payouts): to anyone else,
 * signed out included, it is the 404 of an address that does not exist (server/roles/marketers-only.ts),
 * never a 401 or 403 that would say it is there. Written into the document as `x-only-role`.
 */
export const onlyRole = (role: 'marketer' | 'moderator') => ({ 'x-only-role': role }) as const;

/**
 * A multipart body, read by the handler as it streams (`parseMultipart`): the text fields of
 * `schema` and the file fields named in `files` (each may repeat when `many`).
 */
export function formBody(schema: z.ZodType, files: Record<string, { description: string; many?: boolean }>, description?: string): RequestBody {
  const json = inputSchema(schema) as { properties?: Record<string, unknown> };
  const file = { type: 'string', format: 'binary' };
  for (const [name, about] of Object.entries(files)) {
    json.properties = {
      ...json.properties,
      [name]: about.many ? { type: 'array', items: file, description: about.description } : { ...file, description: about.description },
    };
  }
  return { required: true, ...(description && { description }), content: { 'multipart/form-data': { schema: json } } as RequestBody['content'] };
}

/** A path id: digits, else the route names nothing (404). */
export const IdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647))
  .meta({ example: '42' });
