// The parts of antd and react-router the front ends actually use, each as one shared module.
// Sharing a package itself ships all of it (antd 1.4 MB raw; react-router 7 with its server and
// framework code 188 KB) because a shared module cannot be tree-shaken: any remote might ask for
// any export. Instead the share key is provided by a generated module that re-exports only the
// names some app imports, so rspack tree-shakes the package down to those, and every export still
// exists once (one context, one theme, one router) in the shell's runtime.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
/** Every folder whose sources may import a shared package: the shell, the remotes and the libs. */
const sourceRoots = ['shell/src', 'mfe-feed/src', 'mfe-profile/src', 'mfe-auth/src', 'libs'];

/**
 * The packages shared this way, and the ES module (inside the package) each generated module
 * re-exports from: named by file, so it is not the share key itself.
 */
export const trimmedPackages = {
  antd: 'es/index.js',
  // Its exports map's default is the production build (the development one is picked by condition).
  'react-router': 'dist/production/index.js',
} as const;
export type TrimmedPackage = keyof typeof trimmedPackages;

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const escape = (pkg: string) => pkg.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Value names imported from `pkg` in the given source text (type-only imports left out). */
export function valueImports(source: string, pkg: TrimmedPackage): string[] {
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(pkg)}['"]`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(named)) {
    if (match[1]) continue;
    for (const raw of (match[2] ?? '').split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const name = specifier.split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Names the apps import from `pkg`. Fails the build on any other form of import (default,
 * namespace, dynamic): its names cannot be listed, so the generated module would lack them.
 */
export function usedNames(pkg: TrimmedPackage, root = repoRoot): string[] {
  const p = escape(pkg);
  const named = new RegExp(`import\\s+(type\\s+)?\\{[^}]*\\}\\s*from\\s*['"]${p}['"]`, 'g');
  const any = new RegExp(
    `from\\s*['"]${p}['"]|import\\s*\\(\\s*['"]${p}['"]|require\\(\\s*['"]${p}['"]`,
    'g',
  );
  const names = new Set<string>();
  for (const dir of sourceRoots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      if ((source.match(any) ?? []).length !== (source.match(named) ?? []).length) {
        throw new Error(
          `${path.relative(root, file)}: import ${pkg} by name only (import { Name } from '${pkg}')`,
        );
      }
      for (const name of valueImports(source, pkg)) names.add(name);
    }
  }
  return [...names].sort();
}

/** Where the generated modules go: under node_modules/.cache, never committed. */
export function generatedDir(root = repoRoot): string {
  const dir = path.join(root, 'node_modules/.cache/sonic-nexus-web');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Writes a module re-exporting `names` (default: every name the apps import) from `pkg` and
 * returns its path.
 */
export function writeUsedModule(
  pkg: TrimmedPackage,
  root = repoRoot,
  names = usedNames(pkg, root),
  fileName = `${pkg}-used.js`,
): string {
  const file = path.join(generatedDir(root), fileName);
  const packageDir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root, repoRoot] }));
  const entry = path.join(packageDir, trimmedPackages[pkg]);
  writeFileSync(file, `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`);
  return file;
}

export function installedVersion(pkg: TrimmedPackage): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [repoRoot] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
