import type { Config } from 'jest';

const swc: [string, unknown] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** What both projects share: TypeScript through swc, and inversify's ESM-only packages transformed. */
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  moduleNameMapper: { '\\.(css|png|svg|jpg|webp|mp4|webm|vtt)$': '<rootDir>/src/testing/fileStub.ts' },
  // A spy lasts one test.
  restoreMocks: true,
} satisfies Config;

const config: Config = {
  // Both cores: Jest's default leaves one idle on a 2-core machine.
  maxWorkers: 2,
  // One generous limit for every test, sized for a busy shared 2-core machine; no file sets its own.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'dom',
      // jsdom plus Node's fetch, Request, TextEncoder and friends, which react-router needs.
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: [
        '<rootDir>/src/presentation/**/*.test.{ts,tsx}',
        '<rootDir>/src/composition/**/*.test.{ts,tsx}',
        '<rootDir>/src/adapters/browser/**/*.test.{ts,tsx}',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/jestSetup.ts'],
    },
    {
      ...shared,
      // The rules, use cases, sandbox, HTTP adapters and the API server need no DOM: a plain Node
      // environment starts many times faster than jsdom.
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/*.test.{ts,tsx}',
        '<rootDir>/server/**/*.test.{ts,tsx}',
        '<rootDir>/scripts/**/*.test.{ts,tsx}',
      ],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/src/presentation/',
        '<rootDir>/src/composition/',
        '<rootDir>/src/adapters/browser/',
      ],
      setupFilesAfterEnv: ['<rootDir>/src/testing/nodeSetup.ts'],
    },
  ],
};

export default config;
