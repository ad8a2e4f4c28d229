import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Marketing copy, one Markdown file per locale (`src/content/<collection>/<locale>.md`), so
 * copy changes need no code. The schemas keep every locale's file complete.
 */
const icon = z.enum([
  'tag',
  'map-pin',
  'layout-grid',
  'message-circle',
  'shield-check',
  'building-2',
  'handshake',
  'users',
  'store',
  'sparkles',
  'rocket',
  'smartphone',
  'search',
  'badge-check',
  'bell',
  'package',
  'wrench',
]);
const card = z.object({ icon, title: z.string().min(1), text: z.string().min(1) });

const landing = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/landing' }),
  schema: z.object({
    hero: z.object({
      eyebrow: z.string(),
      title: z.string(),
      subtitle: z.string(),
      sell: z.string(),
      browse: z.string(),
      highlights: z.array(z.string()).min(1).max(4),
    }),
    preview: z.object({
      label: z.string(),
      cards: z.array(z.object({ title: z.string(), price: z.string(), place: z.string(), tone: z.enum(['emerald', 'sky', 'amber', 'rose']) })).length(3),
    }),
    features: z.object({ title: z.string(), subtitle: z.string(), items: z.array(card).length(3) }),
    inspiration: z.object({ eyebrow: z.string(), title: z.string(), points: z.array(z.string()).min(2).max(4) }),
    coming_soon: z.object({
      title: z.string(),
      subtitle: z.string(),
      badge: z.string(),
      items: z.array(card).length(3),
      button: z.string(),
    }),
    cta: z.object({ title: z.string(), text: z.string(), register: z.string(), about: z.string() }),
  }),
});

const about = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/about' }),
  schema: z.object({ title: z.string(), description: z.string(), lead: z.string() }),
});

const updates = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/updates' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    lead: z.string(),
    badge: z.string(),
    items: z.array(card.extend({ points: z.array(z.string()).min(1) })).length(3),
    back: z.string(),
  }),
});

export const collections = { landing, about, updates };
