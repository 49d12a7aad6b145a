// The per-deployable dependency check of `npm test`: a deployable's package.json `dependencies`
// list exactly the npm packages its code reaches (its own src and the workspace libraries it
// imports), each at the root package.json's range (one version policy: the root install stays
// one hoisted tree, and an image installs the same versions the tests ran with).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportScanner, sourceFiles } from './reachable-imports';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface CheckedDeployable {
  name: string;
  /** absolute folder holding its package.json and src/ */
  dir: string;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Every range the root package.json pins, dependencies and devDependencies alike. */
export function rootRanges(repoRoot: string): Record<string, string> {
  const root = readPackageJson(path.join(repoRoot, 'package.json'));
  return { ...root.devDependencies, ...root.dependencies };
}

/** One line per problem, naming the deployable, the file and the package; empty when all is well. */
export function checkDeployableDependencies(
  deployable: CheckedDeployable,
  scanner: ImportScanner,
  ranges: Record<string, string>,
): string[] {
  const manifestFile = path.join(deployable.dir, 'package.json');
  const manifest = scanner.relative(manifestFile);
  const declared = readPackageJson(manifestFile).dependencies ?? {};
  const imports = scanner.packageImports(sourceFiles(path.join(deployable.dir, 'src')));
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const { pkg, file } of imports) {
    if (pkg in declared || reported.has(`${pkg} ${file}`)) continue;
    reported.add(`${pkg} ${file}`);
    problems.push(
      `${deployable.name}: ${file} imports '${pkg}', which ${manifest} does not declare in dependencies`,
    );
  }
  const used = new Set(imports.map((i) => i.pkg));
  for (const [pkg, range] of Object.entries(declared)) {
    const rootRange = ranges[pkg];
    if (rootRange === undefined) {
      problems.push(
        `${deployable.name}: ${manifest} declares '${pkg}', which the root package.json does not pin`,
      );
    } else if (range !== rootRange) {
      problems.push(
        `${deployable.name}: ${manifest} declares '${pkg}' as ${range}; the root package.json pins ${rootRange}`,
      );
    }
    if (!used.has(pkg)) {
      problems.push(`${deployable.name}: ${manifest} declares '${pkg}', which none of its code imports`);
    }
  }
  return problems;
}
