// Jest projects by tier: unit (no I/O, beside the code), int (embedded adapters on temp files,
// real engines when reachable), e2e (the real server + Chromium), reliability (crash, races, fuzz).
// @nestjs/* 12 ships ESM only: swc transforms it to CommonJS inside Jest (Node itself loads it via
// require(esm)).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
const esmPackages = [
  '@nestjs',
  'jose',
  'uid',
  'file-type',
  'strtok3',
  'token-types',
  'load-esm',
  '@tokenizer',
  'uint8array-extras',
  'pdfjs-dist',
];
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@faena/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@faena/core$': '<rootDir>/services/core/src/index.ts',
    '^@faena/projections$': '<rootDir>/projections/src/index.ts',
    '^@faena/test-kit$': '<rootDir>/tests/support/index.ts',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data/', '<rootDir>/.tmp/'],
};
module.exports = {
  // the SQLite binding built for the Node that runs Jest (a checkout may switch Node: ADR 0004)
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/{contracts,services,projections,tests}/**/*.unit.spec.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.unit.spec.{ts,tsx}'],
      // Jest ignores testTimeout in a project: the tier's setup file sets it (30 s, see web.js)
      setupFilesAfterEnv: ['<rootDir>/tests/support/timeouts/web.js'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '\\.(css)$': '<rootDir>/tests/support/style-stub.js',
      },
    },
    {
      ...base,
      displayName: 'int',
      setupFilesAfterEnv: ['<rootDir>/tests/support/timeouts/int.js'],
      testMatch: ['<rootDir>/{services,projections,tests}/**/*.int.spec.ts'],
      testTimeout: 60000,
    },
    {
      ...base,
      displayName: 'e2e',
      setupFilesAfterEnv: ['<rootDir>/tests/support/timeouts/e2e.js'],
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.spec.ts'],
      testTimeout: 120000,
    },
    {
      ...base,
      displayName: 'reliability',
      setupFilesAfterEnv: ['<rootDir>/tests/support/timeouts/reliability.js'],
      testMatch: ['<rootDir>/tests/reliability/**/*.rel.spec.ts'],
      testTimeout: 600000,
    },
  ],
};
