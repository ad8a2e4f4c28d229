/** Cookies page scripts write (never the session: that one is HttpOnly and server-set). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
