import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35: the demo (src/demo) is loaded with a dynamic import only when demo data is wanted,
 * so a production server without DEMO_DATA never loads it. In the build (`npm run build`
 * first): the demo's code is in a chunk of its own, and no file the server entry imports
 * statically, directly or through others, holds it.
 */
const SERVER = path.resolve('dist/server');
/** Words of the demo's own code (demo-on-start.ts logs them), in no other module. */
const DEMO_MARK = 'filling the empty database with the demo marketplace';

/** The files `file` imports statically (`import … from './x.mjs'`, `import './x.mjs'`, `export … from`), not through `import()`. */
function staticImports(file: string, code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g))
    found.push(path.resolve(path.dirname(file), match[1]!));
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.mjs')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the demo in the build', () => {
  it('is a chunk of its own that the server entry does not import statically', async () => {
    const withDemo = [];
    for (const file of await filesUnder(SERVER)) if ((await readFile(file, 'utf8')).includes(DEMO_MARK)) withDemo.push(file);
    expect(withDemo.length).toBeGreaterThan(0);

    const reached = new Set<string>();
    const queue = [path.join(SERVER, 'entry.mjs')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      queue.push(...staticImports(file, await readFile(file, 'utf8')));
    }
    expect(reached.size).toBeGreaterThan(1);
    expect(withDemo.filter((file) => reached.has(file))).toEqual([]);
  });
});
