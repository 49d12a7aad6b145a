// The layering services/README.md promises every domain service ("Rules"): layers go one way,
// grpc/ and consumers/ → use-cases/ → repository/; a handler or a consumer never touches a
// repository or a model and only hands `deps` to use cases; a use case never sees gRPC or NATS
// types; only grpc/ imports @grpc/grpc-js. Imports are read with TypeScript's own parser (type-only
// imports, re-exports and dynamic imports included; comments are not imports).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The first folder under a service's src/ ('' for src's own files: server.ts, index.ts, …). */
type Layer = string;

interface Rule {
  /** the layer whose files the rule binds; '*' is every folder not named by another rule */
  layer: Layer;
  /** layers of the same service its files must not import */
  layers: Layer[];
  /** packages its files must not import (a name, or a name and any path under it) */
  packages: string[];
  /** its files pass `deps` to use cases whole and read nothing from it */
  passesDepsWhole?: boolean;
}

const GRPC_ONLY = ['@grpc/grpc-js'];
/** The NATS client's scope: every package under it (@nats-io/nats-core, @nats-io/jetstream, …). */
const NATS = '@nats-io';

const LAYER_RULES: readonly Rule[] = [
  { layer: 'grpc', layers: ['repository', 'consumers'], packages: ['mongoose'], passesDepsWhole: true },
  {
    layer: 'consumers',
    layers: ['repository', 'grpc'],
    packages: [...GRPC_ONLY, 'mongoose'],
    passesDepsWhole: true,
  },
  {
    layer: 'use-cases',
    layers: ['grpc', 'consumers'],
    packages: [...GRPC_ONLY, '@sonic-nexus/proto', NATS, 'mongoose'],
  },
  { layer: 'repository', layers: ['use-cases', 'grpc', 'consumers'], packages: GRPC_ONLY },
  // The context's helpers (read-model/, events/, the vote log, …) serve the use cases.
  { layer: '*', layers: ['use-cases', 'grpc', 'consumers'], packages: GRPC_ONLY },
];

const SOURCE = /^(services\/[^/]+\/src)\/(.+\.tsx?)$/;

function layerOf(inSrc: string): Layer {
  const slash = inSrc.indexOf('/');
  return slash < 0 ? '' : inSrc.slice(0, slash);
}

function ruleFor(layer: Layer): Rule | undefined {
  if (layer === '') return undefined; // server.ts, index.ts, main.ts, config.ts wire everything
  return LAYER_RULES.find((r) => r.layer === layer) ?? LAYER_RULES.find((r) => r.layer === '*');
}

const named = (specifier: string, pkg: string) => specifier === pkg || specifier.startsWith(`${pkg}/`);

/** `deps.x` (or `deps?.x`, `deps['x']`) anywhere in the file: a handler reaching past the use cases. */
function depsReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'deps'
    ) {
      found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every broken rule in `files` (path from the repository root → source), each as
 * `file → import (why)`, in file order. Files outside services/<name>/src and tests are skipped.
 */
export function layeringViolations(files: ReadonlyMap<string, string>): string[] {
  const violations: string[] = [];
  // Folders, so that an import of a folder's index ('./consumers') counts as that folder's.
  const folders = new Set<string>();
  for (const file of files.keys()) {
    const match = SOURCE.exec(file);
    if (match) folders.add(`${match[1]}/${layerOf(match[2] ?? '')}`);
  }
  for (const [file, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const match = SOURCE.exec(file);
    if (!match || /\.test\.tsx?$/.test(file)) continue;
    const [, srcRoot = '', inSrc = ''] = match;
    const layer = layerOf(inSrc);
    const rule = ruleFor(layer);
    if (!rule) continue;
    const from = `${layer}/`;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (specifier.startsWith('.')) {
        const target = path.posix.join(path.posix.dirname(file), specifier);
        if (!target.startsWith(`${srcRoot}/`)) continue;
        const targetLayer = folders.has(target)
          ? target.slice(srcRoot.length + 1)
          : layerOf(target.slice(srcRoot.length + 1));
        if (rule.layers.includes(targetLayer))
          violations.push(`${file} → ${specifier} (${from} must not import ${targetLayer}/)`);
      } else {
        const pkg = rule.packages.find((p) => named(specifier, p));
        if (pkg) violations.push(`${file} → ${specifier} (${from} must not import ${pkg})`);
      }
    }
    if (rule.passesDepsWhole) {
      for (const read of depsReads(file, text))
        violations.push(`${file} → ${read} (${from} hands deps to use cases, reads nothing from it)`);
    }
  }
  return violations;
}

/**
 * The sources of every domain service under `root` (a service with a use-cases/ folder; the
 * gateway is laid out by feature), keyed by their path from `root`.
 */
export function readServiceSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.set(rel, readFileSync(path.join(root, rel), 'utf8'));
    }
  };
  for (const service of readdirSync(path.join(root, 'services')).sort()) {
    if (existsSync(path.join(root, 'services', service, 'src', 'use-cases'))) walk(`services/${service}/src`);
  }
  return files;
}
