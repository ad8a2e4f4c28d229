import type { APIRoute } from 'astro';

/** The sitemap index: the pages, then the listings in parts (server/listings/sitemap.service.ts). Kept by the route cache (page-cache/policy.ts). */
export const GET: APIRoute = async ({ locals }) => {
  const { services } = locals.runtime;
  return new Response(await services.sitemap.index(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
