/**
 * `?redirect=` targets: only paths of this site. The value is resolved the way a browser would
 * (dot segments, percent-encoded dots, backslashes), and the result must still be a path of
 * this origin that no browser can read as another host: not `//host`, not `/\host`, no scheme,
 * no control characters. Anything else falls back.
 */
const BASE = 'http://bozor.invalid';

export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (isHostLike(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil`, `/a/..//evil` and `/%2e//evil` all resolve to `//evil`.
  if (isHostLike(path) || isHostLike(safeDecode(url.pathname))) return fallback;
  return path;
}

/** A path a browser would take for a network-path reference (`//host`, `/\host`). */
function isHostLike(path: string): boolean {
  return /^[/\\]{2}/.test(path) || /^\/[\\]/.test(path);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
