import { LOCALES, localizePath } from '../../lib/locales.ts';
import { kindByPlural, LISTING_KIND_NAMES, LISTING_KINDS } from '../../lib/listing-kinds.ts';
import type { SitemapRepository } from './sitemap.repository.ts';

/** Listings per sitemap file: 2,000 ids (each in three languages), well under the 50,000 URLs a file may hold. */
export const IDS_PER_SITEMAP = 2000;
const STATIC_PAGES = ['/', ...Object.values(LISTING_KINDS).map((spec) => spec.paths.list), '/about', '/updates'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One `<url>` per language, each naming the others (hreflang), as search engines want. */
function urlEntries(base: URL, path: string, lastmod?: string): string {
  const alternates = LOCALES.map(
    (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escape(new URL(localizePath(path, locale), base).href)}"/>`,
  ).join('');
  return LOCALES.map(
    (locale) => `<url><loc>${escape(new URL(localizePath(path, locale), base).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
  ).join('\n');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** /sitemap.xml (an index) and its parts: the site's pages, every listed listing, then every seller with one, each in every language. */
export function createSitemapService(repository: SitemapRepository, publicUrl: URL) {
  return {
    async index(): Promise<string> {
      const parts = ['pages'];
      for (const kind of LISTING_KIND_NAMES) {
        const files = Math.ceil((await repository.maxId(kind)) / IDS_PER_SITEMAP);
        for (let n = 1; n <= files; n++) parts.push(`${LISTING_KINDS[kind].plural}-${n}`);
      }
      // Sellers by user id ranges: a part lists those of its range with a listed listing.
      const sellerFiles = Math.ceil((await repository.maxUserId()) / IDS_PER_SITEMAP);
      for (let n = 1; n <= sellerFiles; n++) parts.push(`sellers-${n}`);
      const items = parts.map((part) => `<sitemap><loc>${escape(new URL(`/sitemaps/${part}.xml`, publicUrl).href)}</loc></sitemap>`).join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
    },

    /** A part by name (`pages`, `products-3`, `sellers-1`), or null when there is no such part. */
    async part(name: string): Promise<string | null> {
      if (name === 'pages') return `${URLSET_OPEN}${STATIC_PAGES.map((path) => urlEntries(publicUrl, path)).join('\n')}\n</urlset>\n`;
      const sellers = /^sellers-(\d{1,6})$/.exec(name);
      if (sellers) {
        const n = Number(sellers[1]);
        if (n < 1 || n > Math.ceil((await repository.maxUserId()) / IDS_PER_SITEMAP)) return null;
        const ids = await repository.sellerIds((n - 1) * IDS_PER_SITEMAP + 1, n * IDS_PER_SITEMAP);
        return `${URLSET_OPEN}${ids.map((id) => urlEntries(publicUrl, `/user/${id}`)).join('\n')}\n</urlset>\n`;
      }
      const match = /^([a-z-]+)-(\d{1,6})$/.exec(name);
      const kind = match ? kindByPlural(match[1]!) : null;
      if (!match || !kind) return null;
      const n = Number(match[2]);
      if (n < 1 || n > Math.ceil((await repository.maxId(kind)) / IDS_PER_SITEMAP)) return null;
      const rows = await repository.entries(kind, (n - 1) * IDS_PER_SITEMAP + 1, n * IDS_PER_SITEMAP);
      return `${URLSET_OPEN}${rows.map((row) => urlEntries(publicUrl, `${LISTING_KINDS[kind].paths.detail}/${row.id}`, row.updated_at.slice(0, 10))).join('\n')}\n</urlset>\n`;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
