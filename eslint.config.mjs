// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Framework and outer-layer imports the domain must never see (ARCHITECTURE.md, the dependency rule). */
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'antd',
  'antd/*',
  '@ant-design/*',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'inversify',
  '@inversifyjs/*',
  'express',
];
const layer = (name) => [`**/${name}`, `**/${name}/**`];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-http/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'coverage/',
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
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The dependency rule, as import zones.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    // Tests may build a container through the composition root.
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'src/domain is pure: no framework imports.' },
            {
              group: [
                ...layer('application'),
                ...layer('adapters'),
                ...layer('presentation'),
                ...layer('composition'),
              ],
              message: 'src/domain imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/application/**/*.{ts,tsx}'],
    ignores: ['src/application/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRAMEWORKS.filter((f) => !f.includes('inversify')),
              message: 'src/application knows no UI framework.',
            },
            {
              group: [...layer('adapters'), ...layer('presentation'), ...layer('composition')],
              message: 'src/application imports only src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/adapters/**/*.{ts,tsx}'],
    ignores: ['src/adapters/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('presentation'), ...layer('composition')],
              message: 'Adapters import inward only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/presentation/**/*.{ts,tsx}'],
    ignores: ['src/presentation/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('adapters'), ...layer('composition')],
              message: 'Views and presenters import inward only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
