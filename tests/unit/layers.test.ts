import { describe, expect, it } from 'vitest';
import { importsOf, layerViolations, scriptOf, sourceFiles, type LayerRule } from '../fixtures/layer-rules.ts';

/** A made-up tree: one file that keeps every rule per layer, plus the given files. */
function tree(extra: Record<string, string> = {}): Map<string, string> {
  return new Map(
    Object.entries({
      'src/lib/price.ts': `import { z } from 'zod';\nimport type { RouteConfig } from '@hono/zod-openapi';\nimport { searchKey } from './text.ts';\n`,
      'src/components/Card.astro': `---\nimport { getT } from '../server/i18n.ts';\nimport type { CasePage } from '../server/moderation/moderation-pages.ts';\n// not Astro.locals.runtime: a comment\nconst { data } = Astro.props;\n---\n<p>{data}</p>\n<script>\nimport { call } from '../islands/shared/api.ts';\n</script>\n`,
      'src/islands/Form.tsx': `import { call } from './shared/api.ts';\nexport function Form() { return null; }\n`,
      'src/server/listings/listings.repository.ts': `import { sql } from 'kysely';\nexport const page = (db) => db.selectFrom('listings').where(sql\`1 = 1\`);\n`,
      'src/server/db/migrations/0001.ts': `import { sql } from 'kysely';\nexport const up = (db) => sql\`create table t (id int)\`.execute(db);\n`,
      'src/server/listings/listings.service.ts': `import type { Transaction } from 'kysely';\n// the repository's db.selectFrom('listings') reads it\nexport const list = (repo) => repo.page();\n`,
      'src/server/runtime.ts': `const demo = await import('../demo/demo-on-start.ts');\n`,
      'src/demo/demo-on-start.ts': `import { planDemoData } from './demo-plan.ts';\nimport { createServices } from '../server/services.ts';\n`,
      ...extra,
    }),
  );
}

const rulesOf = (files: Map<string, string>): LayerRule[] => layerViolations(files).map((violation) => violation.rule);

describe('the layer rules (ARCHITECTURE.md "Layers")', () => {
  it('reads the imports of modules and of .astro frontmatter and scripts', () => {
    expect(
      importsOf(
        `import type { A } from './a.ts';\nexport { b } from "../b.ts";\nconst c = await import('./c.ts');\nimport './d.css';\nimport x from 'kysely';\n// import y from './commented.ts';`,
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', 'kysely']);
    const astro = `---\nimport A from './A.astro';\n---\n<div>import B from './B.ts'</div>\n<script>import { c } from './c.ts';</script>`;
    expect(importsOf(scriptOf('src/components/X.astro', astro))).toEqual(['./A.astro', './c.ts']);
  });

  it('a tree that keeps them passes', () => {
    expect(layerViolations(tree())).toEqual([]);
  });

  it('src/lib imports only src/lib and packages without I/O', () => {
    expect(rulesOf(tree({ 'src/lib/a.ts': `import { getT } from '../server/i18n.ts';` }))).toEqual(['lib-pure']);
    expect(rulesOf(tree({ 'src/lib/schemas/a.ts': `import type { Config } from '../../server/config.ts';` }))).toEqual(['lib-pure']);
    expect(rulesOf(tree({ 'src/lib/a.ts': `import fs from 'node:fs';` }))).toEqual(['lib-pure']);
    expect(rulesOf(tree({ 'src/lib/a.ts': `import { Kysely } from 'kysely';` }))).toEqual(['lib-pure']);
  });

  it('components, islands and layouts import no service, repository or runtime, and do not read locals.runtime', () => {
    expect(rulesOf(tree({ 'src/components/A.astro': `---\nimport { CASE_RULES } from '../server/moderation/moderation.service.ts';\n---\n` }))).toEqual([
      'components-render',
    ]);
    expect(
      rulesOf(tree({ 'src/components/a/B.astro': `---\nimport type { CommentRow } from '../../server/moderation/moderation.repository.ts';\n---\n` })),
    ).toEqual(['components-render']);
    expect(rulesOf(tree({ 'src/components/chat/c.ts': `import type { Runtime } from '../../server/runtime.ts';` }))).toEqual(['components-render']);
    expect(rulesOf(tree({ 'src/islands/D.tsx': `import { list } from '../server/listings/listings.service.ts';` }))).toEqual(['components-render']);
    expect(rulesOf(tree({ 'src/components/E.astro': `---\nconst state = await load(Astro.locals.runtime);\n---\n` }))).toEqual(['components-render']);
    expect(rulesOf(tree({ 'src/layouts/F.astro': `---\nconst { config } = Astro.locals.runtime;\n---\n` }))).toEqual(['components-render']);
  });

  it('query-builder calls and raw sql only in repositories and src/server/db', () => {
    expect(rulesOf(tree({ 'src/server/moderation/moderation.service.ts': `await trx.updateTable('moderation_cases').set({ rule }).execute();` }))).toEqual([
      'sql-in-repositories',
    ]);
    expect(rulesOf(tree({ 'src/server/bus.ts': 'await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);' }))).toEqual(['sql-in-repositories']);
    expect(rulesOf(tree({ 'src/demo/demo-data.ts': `const rows = await db.selectFrom('users').selectAll().execute();` }))).toEqual(['sql-in-repositories']);
    expect(rulesOf(tree({ 'src/server/a.ts': `await db.insertInto('t').values(row).execute();` }))).toEqual(['sql-in-repositories']);
    expect(rulesOf(tree({ 'src/server/a.ts': `await db\n  .deleteFrom('t').execute();` }))).toEqual(['sql-in-repositories']);
    expect(rulesOf(tree({ 'src/pages/a.astro': `---\nconst n = sql<number>\`count(*)\`;\n---\n` }))).toEqual(['sql-in-repositories']);
    expect(rulesOf(tree({ 'src/server/a.ts': `const order = sql.raw('desc');` }))).toEqual(['sql-in-repositories']);
  });

  it('only the runtime imports the demo, wherever its folder is', () => {
    expect(rulesOf(tree({ 'src/server/main.ts': `const { fillDemo } = await import('../demo/demo-on-start.ts');` }))).toEqual(['demo-from-runtime']);
    expect(rulesOf(tree({ 'src/server/jobs/a.ts': `import type { DemoSummary } from '../demo/demo-data.ts';` }))).toEqual(['demo-from-runtime']);
    expect(rulesOf(tree({ 'src/pages/a.astro': `---\nimport { DEMO_PASSWORD } from '../demo/sellers.ts';\n---\n` }))).toEqual(['demo-from-runtime']);
    expect(rulesOf(tree({ 'src/server/runtime.ts': `import { fillDemoDataOnStart } from './demo/demo-on-start.ts';` }))).toEqual([]);
  });

  it('only the runtime imports a test fixture from src, and only the fake Payme (issue 39)', () => {
    expect(rulesOf(tree({ 'src/server/runtime.ts': `const { createFakePayme } = await import('../../tests/fixtures/fake-payme.ts');` }))).toEqual([]);
    expect(rulesOf(tree({ 'src/server/main.ts': `const { createFakePayme } = await import('../../tests/fixtures/fake-payme.ts');` }))).toEqual([
      'fixtures-from-runtime',
    ]);
    expect(rulesOf(tree({ 'src/server/payments/a.ts': `import type { FakePayme } from '../../../tests/fixtures/fake-payme.ts';` }))).toEqual([
      'fixtures-from-runtime',
    ]);
    expect(rulesOf(tree({ 'src/server/runtime.ts': `import { createTestApp } from '../../tests/fixtures/test-app.ts';` }))).toEqual(['fixtures-from-runtime']);
  });

  it("shared code reaches a kind's own modules only through the kinds' tables (issue 38: no per-kind branch)", () => {
    expect(rulesOf(tree({ 'src/server/listings/a.ts': `import { readRealEstateSubmission } from '../kinds/real-estate/real-estate-submission.ts';` }))).toEqual(
      ['kinds-described-once'],
    );
    expect(rulesOf(tree({ 'src/lib/a.ts': `import type { RealEstateFilters } from './real-estate.ts';` }))).toEqual(['kinds-described-once']);
    expect(rulesOf(tree({ 'src/components/listings/A.astro': `---\nimport Facts from './real-estate/RealEstateFacts.astro';\n---\n` }))).toEqual([
      'kinds-described-once',
    ]);
    expect(rulesOf(tree({ 'src/islands/listings/A.tsx': `import { ProductListQuery } from '../../lib/schemas/products.ts';` }))).toEqual([
      'kinds-described-once',
    ]);
    // The tables, the kind's own modules and the pages of one kind may.
    expect(rulesOf(tree({ 'src/server/kinds/index.ts': `import { readRealEstateSubmission } from './real-estate/real-estate-submission.ts';` }))).toEqual([]);
    expect(rulesOf(tree({ 'src/lib/real-estate-format.ts': `import type { RealEstateFields } from './real-estate.ts';` }))).toEqual([]);
    expect(
      rulesOf(tree({ 'src/pages/real-estate/index.astro': `---\nimport F from '../../components/listings/real-estate/RealEstateFilters.astro';\n---\n` })),
    ).toEqual([]);
    expect(rulesOf(tree({ 'src/server/listings/b.ts': `import { KIND_FORMS } from '../kinds/index.ts';` }))).toEqual([]);
  });

  it('src keeps them all', () => {
    const files = sourceFiles('src');
    expect([...files.keys()].filter((file) => file.endsWith('.astro')).length).toBeGreaterThan(50);
    expect(layerViolations(files)).toEqual([]);
  });
});
