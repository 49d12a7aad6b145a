// The antd the front ends actually use, as one shared module. Sharing `antd` itself ships all of
// it (1.4 MB raw, ~340 KB brotli) because a shared module cannot be tree-shaken: any remote might
// ask for any export. Instead the share key `antd` is provided by a generated module that
// re-exports only the names some app imports, so rspack tree-shakes antd down to those, and every
// component still exists once (one ConfigProvider context, one theme) in the shell's runtime.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
/** Every folder whose sources may import antd: the shell, the remotes and the shared libs. */
const sourceRoots = ['shell/src', 'mfe-feed/src', 'mfe-profile/src', 'mfe-auth/src', 'libs'];
const antdImport = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;

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

/** Value names imported from 'antd' in the given source text (type-only imports left out). */
export function antdValueImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(antdImport)) {
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

const anyAntdImport = /from\s*['"]antd['"]|import\s*\(\s*['"]antd['"]|require\(\s*['"]antd['"]/g;

/**
 * Names the apps import from antd. Fails the build on any other form of import (default,
 * namespace, dynamic): its names cannot be listed, so the generated module would lack them.
 */
export function usedAntdNames(root = repoRoot): string[] {
  const names = new Set<string>();
  for (const dir of sourceRoots) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      const named = [...source.matchAll(antdImport)].length;
      if ((source.match(anyAntdImport) ?? []).length !== named) {
        throw new Error(
          `${path.relative(root, file)}: import antd by name only (import { Button } from 'antd')`,
        );
      }
      for (const name of antdValueImports(source)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Writes the re-export module (under node_modules/.cache, never committed) and returns its path.
 * `antd/es/index.js` is not the share key `antd`, so the re-export is bundled, not consumed.
 */
export function writeUsedAntdModule(root = repoRoot): string {
  const dir = path.join(root, 'node_modules/.cache/sonic-nexus-web');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'antd-used.js');
  const names = usedAntdNames(root);
  writeFileSync(file, `export { ${names.join(', ')} } from 'antd/es/index.js';\n`);
  return file;
}

export function antdVersion(): string {
  const file = require.resolve('antd/package.json', { paths: [repoRoot] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
