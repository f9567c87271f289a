// ESLint (flat config): JavaScript and TypeScript everywhere, React hooks and accessibility for the
// site's components, Docusaurus's own rules for pages and theme code. `npm run lint` runs it with
// Prettier and fails on any finding, warnings included.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.local-backend/',
      'node_modules/',
      'static/',
      'bench/output/',
      'screenshots/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Node everywhere but the browser code under src/ (set below).
    languageOptions: {globals: {...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      // `typeof import('…')` names the type of a lazily imported module without importing it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'inline-type-imports', disallowTypeAnnotations: false},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.tsx'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['src/**/*.tsx', 'pages/**/*.tsx', 'tests/unit/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'pages/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'pages/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // mailto:, tel: and other addresses with a scheme stay plain <a>: Link would open them in a new tab.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      // Our headings carry ids only for aria-labelledby; @theme/Heading would give every one of them a
      // "#" permalink and the docs' anchor offset. Markdown headings in MDX still get Heading.
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
  {
    // Supabase Edge Functions run on Deno (type-checked by `deno test` in npm test).
    files: ['supabase/functions/**/*.ts'],
    languageOptions: {globals: {Deno: 'readonly'}},
  },
  {
    files: ['tests/**/*.{ts,tsx,cjs}'],
    languageOptions: {globals: {...globals.jest, ...globals.browser, ...globals.node}},
  },
  {
    // CommonJS stand-ins for jest's module mapper.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
