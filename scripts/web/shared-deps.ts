// The one list of shared singletons for the shell and every remote. Every rspack config takes
// it from here so that host and remotes can never disagree about what is shared or how.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { installedVersion, type TrimmedPackage } from './used-exports';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
export type SharedDependencies = Exclude<FederationOptions['shared'], undefined | unknown[]>;

const repoRoot = path.resolve(__dirname, '../..');

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Version range of a dependency as declared in the root package.json (one version policy). */
function rootRange(name: string): string {
  const root = readPackageJson(path.join(repoRoot, 'package.json'));
  const range = root.devDependencies?.[name] ?? root.dependencies?.[name];
  if (!range) throw new Error(`shared dependency ${name} is not declared in the root package.json`);
  return range;
}

interface GeneratedModules {
  /** The module providing `react-router` (used-exports.ts): only the names the apps import. */
  reactRouter?: string;
  /** The modules providing antd by share key (antd-groups.ts). */
  antd?: Record<string, string>;
  /** The module providing `zod` (used-exports.ts): a `z` of only the members the sources use. */
  zod?: string;
}

/**
 * @param modules generated modules that provide `react-router` and antd with only the names the
 *   apps import, and zod with only the members of `z` they use, so the shared package is
 *   tree-shaken. Without one, that package is shared whole.
 */
export function sharedDependencies(modules: GeneratedModules = {}): SharedDependencies {
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
  const provided = (pkg: TrimmedPackage, module: string) => ({
    ...singleton(rootRange(pkg)),
    import: module,
    version: installedVersion(pkg),
  });
  const antd = modules.antd
    ? Object.fromEntries(Object.entries(modules.antd).map(([key, module]) => [key, provided('antd', module)]))
    : { antd: singleton(rootRange('antd')) };
  return {
    react: singleton(rootRange('react')),
    // Trailing slash shares every subpath (react/jsx-runtime, react-dom/client).
    'react/': singleton(rootRange('react')),
    'react-dom': singleton(rootRange('react-dom')),
    'react-dom/': singleton(rootRange('react-dom')),
    'react-router': modules.reactRouter
      ? provided('react-router', modules.reactRouter)
      : singleton(rootRange('react-router')),
    '@tanstack/react-query': singleton(rootRange('@tanstack/react-query')),
    ...antd,
    // Stateless, but the contract's schemas need it in every app: one copy instead of one each.
    zod: modules.zod ? provided('zod', modules.zod) : singleton(rootRange('zod')),
    // Workspace libs hold state (query keys, theme, contexts); there is only ever one build of them.
    '@sonic-nexus/api-client': { singleton: true, requiredVersion: false },
    '@sonic-nexus/ui': { singleton: true, requiredVersion: false },
  };
}
