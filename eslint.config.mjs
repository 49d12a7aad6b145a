// Lint for the whole monorepo. The module-boundary rule is what keeps remotes, services and
// front ends apart: each project's tags (package.json "nx.tags") say what it may import.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const depConstraints = [
  // Layers: a project may import only libraries (and services the generated protos).
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib', 'type:proto'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:proto'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:proto'] },
  { sourceTag: 'type:proto', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:tooling'] },
  // The seed writes through the services' gRPC contracts, so tooling may use libs and protos.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib', 'type:proto'] },
  { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:lib', 'type:proto', 'type:tooling'] },
  // Sides: browser code never pulls server code, and the other way round.
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

// The shell imports these libraries dynamically in its entry (each evaluated in a task of its own at
// startup: shell/src/index.ts) and statically everywhere else, on purpose; Nx's source analysis sees
// the dynamic import, so the rule's lazy-load check must not apply to them.
const lazyLoadedOnPurpose = ['@sonic-nexus/api-client', '@sonic-nexus/ui'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'proto/gen/**',
      '.tools/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          checkDynamicDependenciesExceptions: lazyLoadedOnPurpose,
          depConstraints,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // An app's rspack.config.ts is build-time code: it alone may use the build tooling in scripts/.
    files: ['*/rspack.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          checkDynamicDependenciesExceptions: lazyLoadedOnPurpose,
          depConstraints: depConstraints.map((c) =>
            c.sourceTag === 'type:host' || c.sourceTag === 'type:remote'
              ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:tooling'] }
              : c.sourceTag === 'scope:web'
                ? { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:tooling'] }
                : c,
          ),
        },
      ],
    },
  },
  {
    // Plain CommonJS files that jest loads without a transform (config, test environment).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // k6 scripts: ES modules run by k6's own runtime, which provides __ENV.
    files: ['load-tests/k6/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { __ENV: 'readonly' } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // WCAG checks on the JSX itself (labels, roles, keyboard handlers); axe checks the rendered pages.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // antd components render these elements, so the rules can judge them like the real thing.
      'jsx-a11y': { components: { Input: 'input', Button: 'button' } },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A component's autoFocus prop (antd Dropdown: focus into the opened menu) is not the DOM attribute.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
);
