// `npm run lint` (with dependency-cruiser for the import boundaries: .dependency-cruiser.cjs).
// typescript-eslint's rules WITHOUT type information: the type-aware set needs a full TypeScript
// program per package and takes minutes on two cores; `npm run typecheck` covers the types.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/generated/**',
      'web/dev-dist/**',
      '**/test-results/**',
      '**/test-output/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `any` is used on purpose at the edges: raw SQL rows, GraphQL resolver plumbing, test doubles;
      // the compiler's strict mode guards the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      // Unused names are errors, except the conventional `_` prefix for a parameter a signature needs
      // and the rest sibling that drops keys from an object (`const { a, ...rest } = o`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Node scripts and configuration files (plain JavaScript) run in Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', fetch: 'readonly', AbortController: 'readonly', __dirname: 'readonly', module: 'writable', require: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Hooks called in the same order on every render. Not the plugin's `recommended` set: its React
    // Compiler rules judge code written for a compiler this project does not use, and exhaustive-deps
    // fights effects that run on purpose when one key changes (a form refills when its order changes,
    // not whenever the form object is new).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
);
