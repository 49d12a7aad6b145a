// One jest run for every project: unit tests next to the code, service/component tests in <project>/test.
// globalSetup starts real FerretDB, NATS JetStream and Mailpit on free ports (test/global-setup.ts).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/isolated-nats-environment.ts',
  roots: [
    '<rootDir>/libs',
    '<rootDir>/services',
    '<rootDir>/shell',
    '<rootDir>/mfe-feed',
    '<rootDir>/mfe-profile',
    '<rootDir>/mfe-auth',
    '<rootDir>/scripts',
    '<rootDir>/load-tests',
    '<rootDir>/test',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  // Packages that offer Node only their ES modules (antd 6's helpers: exports node → import; etag
  // 2 and the meilisearch client 0.62 are ESM only), while jest loads CommonJS: swc turns those
  // into CommonJS too. Node itself loads them with require(esm).
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|etag|raw-body|meilisearch)/)'],
  // The icons' exports map has no CommonJS branch for Node at all: point jest at its lib.
  moduleNameMapper: { '^@ant-design/icons$': '<rootDir>/node_modules/@ant-design/icons/lib/index.js' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // Two cores: service tests share the real stores, so keep parallelism modest.
  maxWorkers: 2,
};
