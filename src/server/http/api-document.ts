import { createRoute, z } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { SESSION_COOKIE } from './cookies.ts';
import { bodyEtag, cacheFor, LISTING_SECONDS, REFERENCE_DATA_SECONDS } from './cache.ts';
import type { ApiRouter } from './openapi.ts';
import { encodedPage } from './page-encoding.ts';
import { API_REFERENCE_PATH } from '../../lib/guarded-routes.ts';
import { pickEncoding, type PrecompressedEncoding } from '../../lib/static-encoding.ts';

/** Areas of the API, in the reference's order. */
export const API_TAGS = [
  { name: 'Accounts', description: 'Registration by SMS code, login, logout, password reset and the profile.' },
  { name: 'Locations', description: 'Regions and districts (reference data, cached a day).' },
  { name: 'Categories', description: 'Product and service categories in three languages (reference data, cached a day).' },
  { name: 'Products', description: 'Goods for sale: `/api/products/api/…`.' },
  { name: 'Services', description: 'Services offered: `/api/services/api/…`, the same listing core as products.' },
  { name: 'Comments', description: 'Comments and one level of replies on products and services.' },
  { name: 'Likes', description: 'Liking products, services and comments; the signed-in user’s favourites.' },
  { name: 'Chats', description: 'Conversations between a buyer and a seller; new messages also arrive over `/ws/chat/{chatId}/`.' },
  { name: 'Sellers', description: 'Someone’s public profile and their listed listings.' },
  { name: 'Moderation', description: 'Reports of listings, comments, users and messages, and the moderators’ queue and decisions.' },
  { name: 'System', description: 'Health and this document.' },
];

const DESCRIPTION = `The HTTP API of Bozor, the classified-ads marketplace of Uzbekistan: what the website's islands and the mobile app speak.

- **Paths.** Every path starts with \`/api\` and is accepted with and without the trailing slash (this document writes them without).
- **Signing in.** \`Authorization: Token <token>\` (the app, scripts), or the HttpOnly \`${SESSION_COOKIE}\` cookie that login and register set (the website). A write signed in only by the cookie must come from the site's own origin, else 403 \`forbidden_origin\`.
- **Language.** \`lang\` (uz, ru, en) in the query, else \`Accept-Language\`, else uz: messages and errors are in that language; category and place names come in all three.
- **Lists.** \`?page=N&page_size=M\` (at most 100), answered as \`{count, count_capped, next, previous, results}\`; a page past the end is 200 with no results.
- **Errors.** \`{detail, code, errors?}\`: \`detail\` in the request's language, \`code\` stable, \`errors\` per field for \`validation_error\`. Never a stack trace; bad input is never a 500.
- **Caching.** An answer is \`private, no-store\` unless its route says otherwise: reference data is public for ${REFERENCE_DATA_SECONDS / 3600} hours; listings are public for ${LISTING_SECONDS} s to signed-out callers (then stale-while-revalidate) and \`private, no-cache\` to signed-in ones. GET answers carry an ETag (304 on \`If-None-Match\`).
- **Limits.** Per address and per account: SMS codes (one a minute, 5 an hour), logins, new listings (50 a day, 10 in an account's first week), comments (60 an hour), new conversations (30 a day, 10 in the first week), uploads (2 at once per account); beyond them 429 with \`Retry-After\`. JSON bodies stop at 64 KB; pictures at the limits each upload names.`;

/**
 * The reference page (Scalar): everything from this server (its script, no web fonts), none of
 * Scalar's hosted extras (AI agent, MCP, developer tools, the link to its hosted client,
 * telemetry). Options newer than the Hono
 * package's types pass through to the page as they are.
 */
const REFERENCE_PAGE = {
  url: '/api/openapi.json',
  pageTitle: 'Bozor API',
  cdn: '/api/docs/scalar.js',
  favicon: '/favicon.svg',
  hideClientButton: true,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
} as unknown as Parameters<typeof Scalar>[0];

/**
 * The reference page's script (4.3 MB), served from this server (no CDN): read and compressed
 * once per encoding, when first asked for, in Node's thread pool, and then sent as kept with its
 * ETag, so that asking for it again costs no compression and no hashing (the API's per-request compressor leaves an answer
 * that is already encoded alone).
 */
const scalarScripts = new Map<string, Promise<{ body: Buffer; headers: Array<[string, string]> }>>();
function scalarScript(encoding: PrecompressedEncoding | null) {
  const key = encoding ?? 'identity';
  let kept = scalarScripts.get(key);
  if (!kept) {
    // Kept in the repository (vendor/scalar/README.md: the package's one file, without its 256 dependencies); a chunk of its own, loaded on first use.
    kept = import('../../../vendor/scalar/standalone.js?raw')
      .then(({ default: source }) =>
        encodedPage(
          Buffer.from(source) as Buffer<ArrayBuffer>,
          200,
          new Headers({ 'Content-Type': 'text/javascript; charset=utf-8', Vary: 'Accept-Encoding' }),
          encoding,
          5,
        ),
      )
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        // Its ETag once, too (the API's ETag middleware keeps an answer's own instead of hashing it again).
        return { body, headers: [...answer.headers, ['ETag', bodyEtag(body)]] as Array<[string, string]> };
      });
    kept.catch(() => scalarScripts.delete(key));
    scalarScripts.set(key, kept);
  }
  return kept;
}

/**
 * `/api/openapi.json` (the OpenAPI 3.1 document of every declared route) and
 * `/api/docs/reference`, an API reference a developer can try requests from, both declared like
 * every other route. `/api/docs` itself is a page of the site (src/pages/api/docs.astro, in each
 * language) that links to both, so that only the reference pays for its script.
 */
export function documentApi(app: ApiRouter) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'Token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Token <token>`: the token login and register answer with.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'Session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie login and register set for the website.',
  });
  // The document, the page and its script change only with a release: public, like reference data.
  const middleware = cacheFor(REFERENCE_DATA_SECONDS);
  const document = () => ({
    openapi: '3.1.0',
    info: { title: 'Bozor API', version: '1.0.0', description: DESCRIPTION },
    tags: API_TAGS,
  });
  app.openapi(
    createRoute({
      middleware,
      method: 'get',
      path: '/openapi.json',
      tags: ['System'],
      summary: 'This document',
      responses: {
        200: { description: 'The OpenAPI 3.1 document of the API.', content: { 'application/json': { schema: z.object({ openapi: z.string() }).loose() } } },
      },
    }),
    (c) => c.json(app.getOpenAPI31Document(document()) as unknown as { openapi: string }, 200),
  );
  app.openapi(
    createRoute({
      middleware,
      method: 'get',
      path: API_REFERENCE_PATH.slice('/api'.length),
      tags: ['System'],
      summary: 'The API reference (this document, readable, with requests to try)',
      description: 'Linked from the API’s page for developers, `/api/docs` (`/ru/api/docs`, `/en/api/docs`), a page of the website.',
      responses: { 200: { description: 'An HTML page.', content: { 'text/html': { schema: z.string() } } } },
    }),
    Scalar(REFERENCE_PAGE) as never,
  );
  app.openapi(
    createRoute({
      middleware,
      method: 'get',
      path: '/docs/scalar.js',
      tags: ['System'],
      summary: 'The reference page’s script',
      responses: { 200: { description: 'JavaScript.', content: { 'text/javascript': { schema: z.string() } } } },
    }),
    async (c) => {
      const script = await scalarScript(pickEncoding(c.req.header('accept-encoding')));
      return c.body(new Uint8Array(script.body), 200, Object.fromEntries(script.headers));
    },
  );
}
