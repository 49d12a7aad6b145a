// What a Node deployable's image holds at run time, rebuilt in a scratch folder without Docker:
// the bundle in dist/ beside the node_modules that `npm ci --omit=dev --workspace <ws>` gives from
// the root lockfile (the prod-deps stage of deploy/images/Dockerfile runs the same command over the
// same manifests). Tests start `node dist/main.js` there, where no module of the repository's
// own node_modules can be reached.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface RootPackageJson {
  workspaces?: string[];
}

/** The folders the root package.json's workspace patterns name ('libs/*' is one level of folders). */
function workspaceDirs(repoRoot: string): string[] {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as RootPackageJson;
  return (root.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [parent = '', glob = ''] = [path.dirname(pattern), path.basename(pattern)];
    const matches = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && matches.test(entry.name))
      .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
  });
}

/** package.json, package-lock.json and every workspace's package.json: all npm needs to install from the lock. */
export function copyManifests(repoRoot: string, dest: string): void {
  for (const file of [
    'package.json',
    'package-lock.json',
    ...workspaceDirs(repoRoot).map((d) => `${d}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(dest, file));
  }
}

/**
 * The production dependencies of one workspace, at the lockfile's versions (`npm ci`, as the
 * image's prod-deps stage). From the npm cache when it has everything, else from the registry.
 */
export async function installProductionDependencies(dir: string, workspace: string): Promise<void> {
  const args = [
    'ci',
    '--omit=dev',
    `--workspace=${workspace}`,
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
  ];
  const npm = (extra: string[]) => run('npm', [...args, ...extra], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  try {
    await npm(['--offline']);
  } catch {
    await npm([]);
  }
  // The workspace links point at source folders the image does not have; the bundle needs none.
  rmSync(path.join(dir, 'node_modules', '@sonic-nexus'), { recursive: true, force: true });
}

export function workspaceName(repoRoot: string, dir: string): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { name: string })
    .name;
}
