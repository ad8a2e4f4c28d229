// ESLint (flat config). `npm run lint` runs it with --max-warnings 0 (scripts/test.sh, after the type check), so a
// warning fails CI like an error does. Globs name file kinds, not folders, so files can move without touching this.
// Typed linting (typescript-eslint's *-type-checked configs) is left out: `astro check` already type-checks every
// file in the same test run, and a second TypeScript program over the tree would double the lint's time.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // .gitignore's build output and local state, generated code and vendored code.
  globalIgnores([
    'dist/',
    '.astro/',
    'data/',
    '.tools/',
    '.scratch/',
    'test-results/',
    'playwright-report/',
    'vendor/',
    // openapi-typescript's output; tests/api/openapi.test.ts compares it byte for byte with a fresh run.
    'src/lib/api/paths.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  // Node scripts and config files written in plain JavaScript.
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },

  // Astro components: the plugin's parser (frontmatter and client scripts in TypeScript) and its recommended rules,
  // with its accessibility rules (jsx-a11y's, read on Astro's templates) for .astro files only.
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'].map((config) => (config.rules && !config.files ? { ...config, files: ['**/*.astro'] } : config)),

  // React islands (React runs only there): the rules of hooks and their dependencies, and accessibility in JSX.
  // Elsewhere `use` is Playwright's fixture callback or Astro's, not a hook.
  { files: ['src/islands/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      // The React Compiler's rules (the plugin's recommended set since v6): Bozor does not compile with it, and they forbid the
      // two patterns the islands rely on: a ref holding the latest props for an effect, and a state set after hydration.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // autoFocus is used where focus must go: a modal <dialog>'s first button (the HTML dialog's own focusing step), the field a
      // Reply or an Edit just opened, the sign-in page's one form; the browser journeys check where focus lands.
      'jsx-a11y/no-autofocus': 'off',
      // Audio and video in chat are what people send each other; there are no captions to give.
      'jsx-a11y/media-has-caption': 'off',
      // A modal <dialog> closes on a click on its backdrop (onClick on the dialog itself); the keyboard closes it with Escape,
      // natively, and every dialog has a Close button. jsx-a11y's recommended options, plus onClick on a dialog.
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // A label's text may sit three elements deep (label > span > span > text: a title above its hint).
      'astro/jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // The recommended options, plus a group that takes keys of its own (the gallery's stage: the arrow keys turn the picture).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'group'], allowExpressionValues: true }],
    },
  },

  {
    rules: {
      // A leading underscore names what is unused on purpose: a field dropped by destructuring, a parameter a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Control characters in a pattern are the point where they occur: stripping them from user text, refusing them in a
      // redirect target, matching a terminal's colour codes in a test.
      'no-control-regex': 'off',
    },
  },
]);
