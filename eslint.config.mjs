// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-http/',
      'dist-analyze/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'coverage/',
      // Generated from docs/openapi.yaml (npm run generate:api); a Jest test fails when it is stale.
      'src/adapters/http/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never inject raw HTML.' },
        {
          selector: "JSXAttribute[name.name='tabList']",
          message:
            "antd's Card is built without Tabs (scripts/webpack/cardWithoutTabs.mjs): use antd's Tabs.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Import rules (the dependency rule, cycles, test helpers, dead files) live in .dependency-cruiser.cjs.
  prettier,
);
