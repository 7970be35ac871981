import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'src/api/generated/**', 'test-results/**', 'playwright-report/**', 'public/mockServiceWorker.js', '*.stub.js', 'jest.*-stub.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Whole-library imports defeat tree shaking; use path imports (e.g. '@mui/material/Button').
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: "Import icons by path: '@mui/icons-material/Search'." },
            { name: 'lodash', message: 'Not a dependency.' },
          ],
        },
      ],
    },
  },
);
