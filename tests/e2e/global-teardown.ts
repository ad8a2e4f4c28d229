import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's data directory when playwright.config.ts made it (not one given in E2E_DATA_DIR). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_OWNED === '1' && path.dirname(dir) === os.tmpdir()) fs.rmSync(dir, { recursive: true, force: true });
}
