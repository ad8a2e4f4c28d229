/** Its opaque part: `W/"abc"` and `"abc"` are the same version for If-None-Match (weak comparison). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a request's If-None-Match names this version (RFC 9110: weak comparison; `*` names
 * any), so that a 304 can answer it. Used by the static files and the route cache.
 */
export function holdsVersion(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
