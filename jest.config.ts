import type { Config } from 'jest';

/** swc's options for TypeScript with decorators and JSX. */
const typescript = {
  parser: { syntax: 'typescript', tsx: true, decorators: true },
  transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
  target: 'es2022',
} as const;

const swc: [string, unknown] = ['@swc/jest', { jsc: typescript, module: { type: 'commonjs' } }];

/**
 * For the views (.tsx, the only files that import antd's components): `import { Button } from 'antd'`
 * becomes antd/lib/button, so a component test loads the components it renders, not all of antd's
 * (about 1 s per test file). Webpack tree-shakes antd's ES build instead. The plugin slows each
 * transform, so the other files go without it.
 */
const swcForViews: [string, unknown] = [
  '@swc/jest',
  {
    jsc: {
      ...typescript,
      experimental: {
        plugins: [
          ['@swc/plugin-transform-imports', { antd: { transform: 'antd/lib/{{kebabCase member}}' } }],
        ],
        cacheRoot: 'node_modules/.cache/swc',
      },
    },
    module: { type: 'commonjs' },
  },
];

/** What both projects share: TypeScript through swc, and inversify's ESM-only packages transformed. */
const shared = {
  transform: { '^.+\\.tsx$': swcForViews, '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  moduleNameMapper: {
    '\\.(css|png|svg|jpg|webp|mp4|webm|vtt)$': '<rootDir>/src/testing/fileStub.ts',
    // antd's ES modules, which the app imports where it names a file (webpack tree-shakes them), as
    // their CommonJS twins: Node runs those without a transform.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  // A spy lasts one test.
  restoreMocks: true,
} satisfies Config;

const config: Config = {
  // Both cores: Jest's default leaves one idle on a 2-core machine.
  maxWorkers: 2,
  // One generous limit for every test, sized for a busy shared 2-core machine; no file sets its own.
  testTimeout: 60_000,
  // Two projects by kind of file: a component test (.test.tsx) renders into jsdom with Testing Library;
  // every other test (.test.ts: rules, use cases, presenters, adapters, the API server) runs in plain
  // Node, which starts many times faster than jsdom plus React. A .test.ts that needs a browser's
  // globals says so in its docblock (@jest-environment jest-fixed-jsdom).
  projects: [
    {
      ...shared,
      displayName: 'dom',
      // jsdom plus Node's fetch, Request, TextEncoder and friends, which react-router needs.
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/jestSetup.ts'],
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/nodeSetup.ts'],
    },
  ],
};

export default config;
