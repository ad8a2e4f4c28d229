import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptOf } from '../fixtures/layer-rules.ts';

/** Relative imports of a module's text, type-only ones included (`import`, `export … from`, `import()`). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:^|[;\s])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|(?:^|\n)import\s+['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** The import circles of a graph (module → modules it imports): each strongly connected set of two or more, sorted. */
function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let taken: string;
    do {
      taken = stack.pop()!;
      onStack.delete(taken);
      set.push(taken);
    } while (taken !== node);
    if (set.length > 1 || graph.get(node)?.includes(node)) circles.push(set.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** Every .ts/.tsx module and .astro file (its frontmatter and scripts) under `root`, with the modules under `root` it imports. */
function graphOf(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|astro)$/.test(entry.name)) {
        const targets = importsOf(scriptOf(file, fs.readFileSync(file, 'utf8')))
          .map((spec) => path.join(path.dirname(file), spec))
          .filter((target) => target.startsWith(root + path.sep) && fs.existsSync(target));
        graph.set(file, targets);
      }
    }
  };
  walk(root);
  return graph;
}

describe('import circles', () => {
  it('finds a circle of type-only imports, a three-module circle and a self-import, and none in a tree', () => {
    expect(
      importsOf(
        `import type { A } from './a.ts';\nexport { b } from "../b.ts";\nconst c = await import('./c.ts');\nimport './d.css';\nimport x from 'kysely';`,
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/server has none: the runtime is composed in runtime.ts and handed to what needs it', () => {
    const graph = graphOf(path.join('src', 'server'));
    expect(graph.size).toBeGreaterThan(100);
    expect(circlesOf(graph)).toEqual([]);
  });

  it('src as a whole (TypeScript modules and .astro files) has none', () => {
    expect(circlesOf(graphOf('src'))).toEqual([]);
  });
});
