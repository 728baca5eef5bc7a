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

const config: Config = {
  // jsdom plus Node's fetch, Request, TextEncoder and friends, which react-router needs.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/server'],
  // Both cores: Jest's default leaves one idle on a 2-core machine, and the antd view tests are CPU-bound.
  maxWorkers: 2,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // inversify 8 and its @inversifyjs packages ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/jestSetup.ts'],
  moduleNameMapper: { '\\.(css|png|svg|jpg|webp|mp4)$': '<rootDir>/src/testing/fileStub.ts' },
};

export default config;
