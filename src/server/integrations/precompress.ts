import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { COMPRESSIBLE_TYPES, extensionOf } from '../../lib/static-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Compresses the built client files once, at build (DESIGN.md performance; issue 11): next to
 * every text file of 1 KB or more in the client output (`/_astro/…` and public/), `.br` at
 * Brotli's best quality and `.gz` at gzip's, each kept only when smaller than the file.
 * static-files.ts sends them for a matching Accept-Encoding, so no request compresses them again.
 */
export function precompress(): AstroIntegration {
  let clientDir: URL | null = null;
  return {
    name: 'bozor:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!clientDir) return;
        const started = Date.now();
        const files = (await filesUnder(fileURLToPath(clientDir))).filter((file) => extensionOf(file) in COMPRESSIBLE_TYPES);
        let written = 0;
        await Promise.all(
          files.map(async (file) => {
            const bytes = await fs.readFile(file);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
              gzip(bytes, { level: 9 }),
            ]);
            for (const [suffix, body] of [
              ['.br', br],
              ['.gz', gz],
            ] as const) {
              if (body.length >= bytes.length) continue;
              await fs.writeFile(`${file}${suffix}`, body);
              written++;
            }
          }),
        );
        logger.info(`precompressed ${files.length} client files: ${written} .br/.gz variants in ${Date.now() - started} ms`);
      },
    },
  };
}
