// Lint: ESLint's and typescript-eslint's recommended rules and React's rules of
// hooks over every source folder. `npm run lint`; `npm test` runs it before the suites.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'bench/',
      'test-results/',
      'playwright-report/',
      'cms/.next/',
      'cms/.next-e2e/',
      'cms/data/',
      'cms/next-env.d.ts',
      'cms/src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is left out on purpose (a rest sibling, an argument
      // an interface requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Rules that need the type checker: a promise nobody awaits or catches loses its error, one
  // passed where a void callback is expected does too, and a switch over a union must name
  // every member so a new one cannot fall through unnoticed.
  {
    files: ['{widgets,shell,shared,server,demo,tests,scripts}/**/*.{ts,tsx}', '*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Hono's `c.var` copies every request variable into a new object on each read; the server
  // reads them with `c.get(name)` (a map lookup, which matters on a read answered from memory).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='var'][object.name='c']", message: "Use c.get('name'): c.var copies every variable on each read." },
      ],
    },
  },
  // The node suites share a worker's modules from file to file (vite.config.ts): a module mocked
  // in one file would stay mocked for the files after it. Pass the app what differs instead.
  {
    files: ['{server,shared,scripts}/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Node test files share modules: pass a test double in (createApp/createDeps options) instead.' },
        { object: 'vi', property: 'doMock', message: 'Node test files share modules: pass a test double in (createApp/createDeps options) instead.' },
      ],
    },
  },
  // Scripts run in Node; the demo site, the classic loader and the Stripe stand-in in browsers.
  { files: ['scripts/**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['demo/**/*.js', 'widgets/**/*.js', 'server/payments/standin/*.js'], languageOptions: { globals: globals.browser } },
  // Tests read loosely typed JSON answers: `any` is allowed there, and only there.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'server/test/**/*.ts', 'server/accounts/testing.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
