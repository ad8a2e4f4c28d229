import type { APIRoute } from 'astro';

/** One part of the sitemap: `pages.xml`, `products-1.xml`, … */
export const GET: APIRoute = async ({ params, locals }) => {
  const { services } = locals.runtime;
  const body = await services.sitemap.part(params.part ?? '');
  if (body === null) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
