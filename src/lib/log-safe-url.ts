/** Query parameters that can carry a secret a careless client put in a URL (`/ws/…?token=` is a documented one). */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'otp', 'code', 'password', 'new_password', 'secret', 'sig', 'signature']);

/**
 * A request target as the access log may keep it: the value of every query parameter that may
 * be a secret (named in SECRET_PARAMETERS, whatever its case) becomes `[redacted]`; the path and
 * the other parameters stay as sent. Works on the raw target, so an unparsable one is masked too.
 */
export function logSafeUrl(target: string): string {
  const queryAt = target.indexOf('?');
  if (queryAt < 0) return target;
  const fragmentAt = target.indexOf('#', queryAt);
  const query = target.slice(queryAt + 1, fragmentAt < 0 ? undefined : fragmentAt);
  const masked = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        name = rawName;
      }
      return SECRET_PARAMETERS.has(name.trim().toLowerCase()) && equals >= 0 ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${target.slice(0, queryAt)}?${masked}`;
}
