/**
 * Built client files that are sent compressed (text formats; images and fonts already are),
 * their Content-Type, and which precompressed variant (`.br`, `.gz`, written at build by
 * integrations/precompress.ts) a request's Accept-Encoding takes.
 */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** The extension of a path, lower-case, with its dot (`.css`); '' when none. */
export function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The encodings an Accept-Encoding header accepts (q > 0), by name; `*` accepts any not named.
 * Browsers send `gzip, deflate, br, zstd`; a missing header accepts only the identity.
 */
function accepted(header: string | undefined): (encoding: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** The precompressed variant to send for this Accept-Encoding among those that exist; null for the file itself. */
export function pickPrecompressed(acceptEncoding: string | undefined, exists: (suffix: string) => boolean): (typeof PRECOMPRESSED)[number] | null {
  const takes = accepted(acceptEncoding);
  return PRECOMPRESSED.find((variant) => takes(variant.encoding) && exists(variant.suffix)) ?? null;
}

/** The encoding to compress an answer with for this Accept-Encoding (Brotli first); null for none. */
export function pickEncoding(acceptEncoding: string | null | undefined): PrecompressedEncoding | null {
  return pickPrecompressed(acceptEncoding ?? undefined, () => true)?.encoding ?? null;
}
