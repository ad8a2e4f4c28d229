/**
 * `?redirect=` targets: only paths of this site. Anything else (other hosts, `//evil`,
 * `/\evil`, schemes, control characters) falls back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://bozor.invalid');
    if (url.origin !== 'http://bozor.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
