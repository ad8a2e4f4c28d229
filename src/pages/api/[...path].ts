import type { APIRoute } from 'astro';

/**
 * Hands every /api/* request to the Hono app (src/server/http/app.ts) with the socket's peer
 * address; under `astro dev` (no own entry) Astro's address stands in.
 */
export const ALL: APIRoute = async ({ request, clientAddress, locals }) => {
  const { api } = locals.runtime;
  return api.fetch(request, { clientAddress: locals.socketAddress ?? clientAddress });
};
