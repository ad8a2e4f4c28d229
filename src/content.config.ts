import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageCopySchema, type CopyPage } from './lib/page-copy.ts';

/**
 * Marketing copy, one Markdown file per locale (`src/content/<collection>/<locale>.md`): the first
 * version of each page's copy (issue 37). The schemas are the editor's (src/lib/page-copy.ts),
 * without `body`, which is the file's Markdown; they keep every locale's file complete.
 */
const loader = (page: CopyPage) => glob({ pattern: '*.md', base: `./src/content/${page}` });

export const collections = {
  landing: defineCollection({ loader: loader('landing'), schema: pageCopySchema('landing').omit({ body: true }) }),
  about: defineCollection({ loader: loader('about'), schema: pageCopySchema('about').omit({ body: true }) }),
  updates: defineCollection({ loader: loader('updates'), schema: pageCopySchema('updates').omit({ body: true }) }),
};
