import type { APIRoute } from 'astro';

/** robots.txt: everything but the API, and where the sitemap is (PUBLIC_URL decides the host). */
export const GET: APIRoute = async ({ locals }) => {
  const { config } = locals.runtime;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${new URL('/sitemap.xml', config.publicUrl).href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
