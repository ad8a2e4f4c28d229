// Prettier: `npm run format` writes, `npm run lint` checks (scripts/test.sh runs it after the type check).
// printWidth 160: the code was written to long lines (97% of its lines already fit in 160, half of the rest are
// comments and strings Prettier leaves alone), and one statement on one line is this code's habit; at Prettier's
// default 80, nearly every call with a few arguments would become a column. Quotes, semicolons, trailing commas and
// arrow parentheses are what the code already writes (single, always, everywhere a list can end, always).
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  plugins: ['prettier-plugin-astro'],
  // prettier-plugin-astro's README: name the parser for .astro files rather than rely on plugin lookup.
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
