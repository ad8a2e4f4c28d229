import type { APIRoute } from 'astro';
import { isLocale } from '../../../lib/locales.ts';
import { getNamespace } from '../../../server/i18n.ts';

/** GET /locales/{lng}/{ns}.json: the translation files, for the mobile app. */
export const GET: APIRoute = ({ params }) => {
  const namespace = isLocale(params.lng) && params.ns ? getNamespace(params.lng, params.ns) : undefined;
  if (!namespace) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(namespace), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
