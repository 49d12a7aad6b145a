// The parts of react-router and zod the front ends actually use, each as one shared module (antd's
// are fixed groups of names: antd-groups.ts).
// Sharing a package itself ships all of it (antd 1.4 MB raw; react-router 7 with its server and
// framework code 188 KB) because a shared module cannot be tree-shaken: any remote might ask for
// any export. Instead the share key is provided by a generated module that re-exports only the
// names some app imports, so rspack tree-shakes the package down to those, and every export still
// exists once (one context, one theme, one router) in the shell's runtime. The price: a remote
// that starts using another react-router export or zod member needs the shell rebuilt first.
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
  // Its `z` is provided as an object of the members the sources use (writeZodModule).
  zod: 'index.js',
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

/** The ES module of `pkg` the generated modules re-export from (trimmedPackages). */
export function packageEntry(pkg: TrimmedPackage, root = repoRoot): string {
  const packageDir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root, repoRoot] }));
  return path.join(packageDir, trimmedPackages[pkg]);
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
  writeFileSync(file, `export { ${names.join(', ')} } from ${JSON.stringify(packageEntry(pkg, root))};\n`);
  return file;
}

// zod's `z` is a namespace of everything zod 4 has, its 40-odd locales, JSON Schema conversion and
// compiler included (the shell's shared chunk: 388 KB raw, 74 KB brotli, against zod 3's 61 KB and
// 13 KB): one name, so the names imported cannot trim it. Its members can (92 KB, 23 KB): the
// sources reach them as `z.object`, `z.string`, ... (in type positions too, `z.infer`, which are
// left out as zod has no such value).
const Z_MEMBER = /\bz\s*\.\s*([A-Za-z_$][\w$]*)/g;
const Z_SOURCE = /import\s+\{([^}]*)\}\s*from\s*['"](?:zod|@sonic-nexus\/contract)['"]/g;

/** Whether the source imports zod's `z` as a value, from zod or from the contract that re-exports it. */
function importsZ(source: string): boolean {
  return [...source.matchAll(Z_SOURCE)].some((match) =>
    (match[1] ?? '').split(',').some((specifier) => specifier.trim() === 'z'),
  );
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const withoutImportsAndReExports = (source: string) =>
  source.replace(/^\s*(?:import|export)\s[^;]*?\sfrom\s*['"][^'"]+['"];?/gm, '');

/**
 * The members of zod's `z` the apps and libs name. Fails the build on any other use of `z` (passed
 * on, destructured): what that reads cannot be listed, so the generated `z` would lack it.
 */
export function usedZodMembers(root = repoRoot): string[] {
  const members = new Set<string>();
  for (const dir of sourceRoots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      if (!importsZ(source)) continue;
      const code = withoutImportsAndReExports(withoutComments(source));
      if (/\bz\b(?!\s*\.)/.test(code)) {
        throw new Error(
          `${path.relative(root, file)}: use zod's z by its members only (z.object, z.string, ...)`,
        );
      }
      for (const match of code.matchAll(Z_MEMBER)) members.add(match[1] ?? '');
    }
  }
  return [...members].sort();
}

/**
 * Names other than `z` the apps and libs import from zod as values. Fails the build on a default or
 * namespace import: the generated module has no such thing.
 */
export function zodValueImports(root = repoRoot): string[] {
  const names = new Set<string>();
  for (const dir of sourceRoots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      if (/import\s+(?!type\s)(?![{\s])[^;]*?from\s*['"]zod['"]/.test(source)) {
        throw new Error(`${path.relative(root, file)}: import zod by name only (import { z } from 'zod')`);
      }
      for (const name of valueImports(source, 'zod')) if (name !== 'z') names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Writes the module that provides the share key `zod`: a `z` holding the members the sources use
 * that zod has as values (types such as `z.infer` have none), each read from zod's ES module so
 * rspack drops the rest, and any other name the apps import from zod. Returns its path.
 */
export function writeZodModule(
  root = repoRoot,
  members = usedZodMembers(root),
  names = zodValueImports(root),
): string {
  const file = path.join(generatedDir(root), 'zod-used.js');
  const packageDir = path.dirname(require.resolve('zod/package.json', { paths: [root, repoRoot] }));
  const entry = JSON.stringify(path.join(packageDir, trimmedPackages.zod));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zod = require(packageDir) as { z: Record<string, unknown> };
  const values = members.filter((member) => zod.z[member] !== undefined);
  const lines = [
    `import * as zod from ${entry};`,
    // The site's CSP forbids eval, so zod 4's compiled parsers cannot run in the pages; left on, its
    // first object parse probes \`new Function\` and Chromium reports a refused eval (Lighthouse's
    // best practices 96 -> 93). The servers keep them.
    `zod.config({ jitless: true });`,
    `export const z = { ${values.map((member) => `${member}: zod.${member}`).join(', ')} };`,
    ...(names.length > 0 ? [`export { ${names.join(', ')} } from ${entry};`] : []),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export function installedVersion(pkg: TrimmedPackage): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [repoRoot] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
