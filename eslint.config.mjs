import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * The intended import direction, enforced (see ../shared/ARCHITECTURE.md):
 *   app → features → components → lib → api → domain;  mocks/ only in tests and tooling (src/README.md draws it).
 * - app/ is the composition root: no layer imports it (tests may, to build a store);
 * - lib/ (the kernel: typed hooks, store state, persistence, theme, i18n) imports no feature, component or app/;
 * - components/, domain/ and api/ import no feature; domain/ imports no React layer; api/ imports no lib/;
 * - a feature imports no other feature (cross-feature pieces live in components/, e.g. the compare and wishlist
 *   toggles, or are passed in as slots);
 * - production code in src/ imports nothing from mocks/ (tests may);
 * - src/api/generated/ only through src/api/ ('@/api'); src/start/ (the browser entry) is imported by no layer
 *   but app/ wiring.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  { target: './src/components', from: './src/features', message: 'Shared components import no feature.' },
  { target: './src/domain', from: './src/features', message: 'Domain rules import no feature.' },
  {
    target: './src/domain',
    from: './src/api',
    message: "Domain rules read the content service's types from '@/contract/types', never the API layer.",
  },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract', './api/generated'],
    message: 'src/contract/ is a type-only layer: it reads the generated types and nothing else.',
  },
  { target: './src/api', from: './src/features', message: 'The API layer imports no feature.' },
  {
    target: './src/domain',
    from: ['./src/components', './src/app', './src/lib'],
    message: 'Domain rules are pure functions: no React layer.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/components', './src/app', './src/start'],
    message: 'The kernel (src/lib/) imports no feature, no shared component and not the composition root.',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/lib'],
    message: 'The API layer sits below the kernel and the shared components.',
  },
  {
    target: ['./src/app', './src/components', './src/domain', './src/features', './src/start'],
    from: './src/api/generated',
    message: "Generated code is used through '@/api' (src/api/index.ts), never imported directly.",
  },
  {
    target: ['./src/api', './src/components', './src/domain', './src/features'],
    from: './src/start',
    message: 'src/start/ is the browser entry (its stages): only main.tsx and app/ wiring import it.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared piece to src/components/ or pass it as a slot.',
  })),
];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/__tests__/**', 'src/test/**'];

const RESTRICTED_IMPORTS = [
  { name: '@mui/icons-material', message: "Import icons by path: '@mui/icons-material/Search'." },
  { name: 'lodash', message: 'Not a dependency.' },
];
const MUI_TEXT_FIELD = {
  name: '@mui/material/TextField',
  message:
    "Use '@/components/TextField' (MUI's TextField brings its Select, Menu, Popover and Modal to the first load). Code loaded on use may take MUI's.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.dev/**',
      'coverage/**',
      'node_modules/**',
      'src/api/generated/**',
      'test-results/**',
      'playwright-report/**',
      'public/mockServiceWorker.js',
      '*.stub.js',
      'jest.*-stub.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Whole-library imports defeat tree shaking; use path imports (e.g. '@mui/material/Button').
      'no-restricted-imports': ['error', { paths: [...RESTRICTED_IMPORTS, MUI_TEXT_FIELD] }],
      // MUI 9's Typography takes its palette's names (`textSecondary`, `primary`, `error`…) as `color`; a theme path
      // such as `text.secondary` is no longer a style there, and was silently dropped (83 texts in the default ink).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
          message:
            'Typography\'s color is a palette name (color="textSecondary"), not a theme path: MUI 9 ignores that.',
        },
        {
          // The bundles leave MUI's ripple out (webpack/substitutions.ts, MUI_TOUCH_RIPPLE_MODULE).
          selector:
            "JSXAttribute[name.name='disableRipple'][value.expression.value=false], JSXAttribute[name.name='TouchRippleProps']",
          message:
            "Ripples are off for every control (src/lib/theme.ts): the bundles leave MUI's ripple out.",
        },
      ],
    },
  },
  {
    // Loaded on use: the Autocomplete needs MUI's TextField; the payment step's bank select is a menu.
    files: [
      'src/features/checkout/components/PlaceAutocomplete.tsx',
      'src/features/checkout/components/PaymentStep.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            {
              target: ['./src/lib', './src/components', './src/domain', './src/api', './src/features'],
              from: './src/app',
              message:
                'src/app/ is the composition root (router, root reducer, store, providers): nothing imports it. Shared hooks, theme, persistence and i18n are in src/lib/.',
            },
            {
              target: './src',
              from: './mocks',
              message: 'Production code never imports the mock (tests may).',
            },
          ],
        },
      ],
    },
  },
  {
    // Size limits: a component reads in one sitting (250 lines), any other module stays under 500 (the mock's seed
    // texts are data files: mocks/data/seed/*.json).
    files: ['src/**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['src/**/*.ts', 'server/**/*.ts', 'scripts/**/*.{ts,mjs,cjs}', 'mocks/**/*.ts'],
    ignores: [...TEST_FILES, 'src/api/generated/**'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    // Function size: a component (its hooks and its JSX) stays under 210 lines, any other function under 160
    // (blank lines and comments aside). The longest today: DepartureRow 204, the contract checker's suites 156.
    files: ['src/**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 210, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.ts', 'server/**/*.ts', 'scripts/**/*.{ts,mjs,cjs}', 'mocks/**/*.ts', 'webpack/**/*.ts'],
    ignores: [...TEST_FILES, 'src/api/generated/**'],
    rules: { 'max-lines-per-function': ['error', { max: 160, skipBlankLines: true, skipComments: true }] },
  },
);
