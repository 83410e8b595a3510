import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The API's domains: each may use another only through its service.ts, never its queries. */
const API_DOMAINS = readdirSync(new URL('./packages/api/src/domains', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Settings are read in env.ts only (validated with zod), never scattered through the code.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/testing.ts', '**/cli.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through env.ts.' },
      ],
    },
  },
  {
    // trpc/ is the ground floor: what it needs from sessions, accounts, realtime and the limiters comes in
    // through ServerDeps (interfaces declared in trpc/context.ts), so it never imports the floors above.
    files: ['packages/api/src/trpc/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(domains|realtime)(/|$)',
              message: 'trpc/ must not import domains/ or realtime/: hand it what it needs through ServerDeps.',
            },
            {
              regex: '^\\.\\./lib/rate-limiter$',
              message: 'trpc/ uses the RateLimit interface; the limiter is handed in through ServerDeps.',
            },
          ],
        },
      ],
    },
  },
  ...API_DOMAINS.map((domain) => ({
    // Domains talk to each other through service.ts; queries stay private to their own domain.
    files: [`packages/api/src/domains/${domain}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Every queries file: queries, x.queries, x-queries, with or without an extension.
              regex: `^(\\.\\./)+(domains/)?(?!${domain}/)[\\w-]+/([\\w.-]*[.-])?queries(\\.[cm]?[jt]sx?)?$`,
              message: "Use the other domain's service.ts, not its queries.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Migrations and their tests run on Kysely<any> on purpose: they must not depend on today's table types.
    files: ['packages/db/src/migrations/**/*.ts', 'packages/db/src/*-migration.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'apps/*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // A feature folder is closed: what two features share lives in components/ or lib/, never in one of them.
  {
    files: ['apps/*/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImports('^\\.\\./(?!\\.\\./)') }] },
  },
  {
    files: ['apps/*/src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImports('^\\.\\./\\.\\./(?!\\.\\./)') }] },
  },
);

/** Import patterns that reach another feature from a file at a given depth inside its own feature folder. */
function featureImports(siblingFeature) {
  const message = 'Features do not import each other: move the shared part to components/ or lib/.';
  return [
    { regex: siblingFeature, message },
    { regex: '/features/', message },
  ];
}
