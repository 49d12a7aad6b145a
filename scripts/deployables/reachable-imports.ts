// Which npm packages a deployable's code needs at run time: every bare import reachable from its
// source, following relative imports and the workspace libraries (@sonic-nexus/*) into their
// files. The TypeScript compiler reads the imports: transpiling a file first drops its type-only
// imports exactly as the bundler does (so `import type` and types-only bindings do not count),
// and module resolution follows the workspace packages' own `exports`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const WORKSPACE_SCOPE = '@sonic-nexus/';

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  resolveJsonModule: true,
};

export interface PackageImport {
  /** npm package name, e.g. '@grpc/grpc-js' for '@grpc/grpc-js/build/src/x' */
  pkg: string;
  /** the importing file, relative to the repository root */
  file: string;
}

/** Module specifiers a file still imports once its types are gone (static, dynamic and require). */
function runtimeSpecifiers(fileName: string, source: string): string[] {
  const { outputText } = ts.transpileModule(source, { fileName, compilerOptions, reportDiagnostics: false });
  const js = ts.createSourceFile(
    `${fileName}.js`,
    outputText,
    ts.ScriptTarget.ES2022,
    false,
    ts.ScriptKind.JS,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && isImportOrRequire(node)) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) specifiers.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(js);
  return specifiers;
}

function isImportOrRequire(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return (
    callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')
  );
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
}

/** The non-test TypeScript sources under `dir` (every one is an entry: a bundle or Module Federation may load any). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });
}

export class ImportScanner {
  // Libraries are shared by many deployables: each file is read once per scanner.
  private readonly specifiersByFile = new Map<string, string[]>();

  /** @param repoRoot where workspace packages resolve from (its node_modules links them) */
  constructor(private readonly repoRoot: string) {}

  /** Every package import reachable from `entries` (absolute paths), one per importing file and package. */
  packageImports(entries: readonly string[]): PackageImport[] {
    const seen = new Set<string>();
    const queue = [...entries];
    const found: PackageImport[] = [];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const packages = new Set<string>();
      for (const specifier of this.specifiers(file)) {
        if (isBuiltin(specifier)) continue;
        const local = specifier.startsWith('.') || specifier.startsWith('/');
        if (local || specifier.startsWith(WORKSPACE_SCOPE)) {
          const target = this.resolve(specifier, local ? file : path.join(this.repoRoot, 'package.json'));
          if (!target) throw new Error(`${this.relative(file)}: cannot resolve '${specifier}'`);
          queue.push(target);
        } else {
          packages.add(packageName(specifier));
        }
      }
      for (const pkg of packages) found.push({ pkg, file: this.relative(file) });
    }
    return found;
  }

  private specifiers(file: string): string[] {
    let specifiers = this.specifiersByFile.get(file);
    if (!specifiers) {
      // A declaration file carries no code; a JSON module imports nothing.
      const code = /\.[cm]?tsx?$/.test(file) && !/\.d\.[cm]?ts$/.test(file);
      specifiers = code ? runtimeSpecifiers(file, readFileSync(file, 'utf8')) : [];
      this.specifiersByFile.set(file, specifiers);
    }
    return specifiers;
  }

  /** The source file a local or workspace specifier names; undefined when nothing resolves. */
  private resolve(specifier: string, fromFile: string): string | undefined {
    return ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys).resolvedModule
      ?.resolvedFileName;
  }

  /** A path as messages show it: relative to the repository root, absolute outside it. */
  relative(file: string): string {
    const relative = path.relative(this.repoRoot, file);
    return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
  }
}
