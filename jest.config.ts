import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts', '<rootDir>/server'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@mswjs/source|@yellow-ticket/seed-json-schema)/)',
  ],
  moduleNameMapper: {
    '^@mui/styled-engine$': '@mui/styled-engine-sc',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css)$': '<rootDir>/jest.style-stub.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/jest.file-stub.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
  // Every core: jest's default leaves one free, which on a 2-core machine runs the suite in band (365 s against 210).
  maxWorkers: '100%',
};

export default config;
