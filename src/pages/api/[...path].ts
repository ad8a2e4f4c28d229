import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';

/** Hands every /api/* request to the Hono app (src/server/http/app.ts). */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const { api } = await getRuntime();
  return api.fetch(request, { clientAddress });
};
