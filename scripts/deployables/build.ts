// Production JavaScript for the images: `node --import tsx scripts/deployables/build.ts [name...]`
// (no name: all). A service or the gateway goes to <its folder>/dist/main.js, run with
// `node dist/main.js` beside its production node_modules; `web-server` is the front ends' static
// server (libs/web-server/src/main.ts) as one self-contained file, libs/web-server/dist/server.js,
// which every front-end image runs as `node server.js <app>`. Needs proto/gen (bash proto/codegen.sh).
import path from 'node:path';
import { deployables, REPO_ROOT } from './catalogue';
import { buildNodeBundles, type NodeBundle } from './node-bundle';

export const WEB_SERVER = 'web-server';

/** Every buildable name: the Node deployables, then the static server. */
export const buildTargets: readonly string[] = [
  ...deployables.filter((d) => d.kind === 'node').map((d) => d.name),
  WEB_SERVER,
];

/** What `name` builds; `outRoot` moves every output under <outRoot>/<name> (tests build apart). */
export function bundleFor(name: string, outRoot?: string): NodeBundle {
  if (name === WEB_SERVER) {
    return {
      entry: path.join(REPO_ROOT, 'libs/web-server/src/main.ts'),
      outDir: outRoot ? path.join(outRoot, name) : path.join(REPO_ROOT, 'libs/web-server/dist'),
      filename: 'server.js',
      bundlePackages: true,
    };
  }
  const deployable = deployables.find((d) => d.name === name && d.kind === 'node');
  if (!deployable?.entry) throw new Error(`expected one of ${buildTargets.join(', ')}; got ${name}`);
  return {
    entry: path.join(REPO_ROOT, deployable.dir, deployable.entry),
    outDir: outRoot ? path.join(outRoot, name) : path.join(REPO_ROOT, deployable.dir, 'dist'),
  };
}

async function main(): Promise<void> {
  const names = process.argv.length > 2 ? process.argv.slice(2) : buildTargets;
  const bundles = names.map((name) => bundleFor(name));
  const started = Date.now();
  const warnings = await buildNodeBundles(bundles);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const bundle of bundles) {
    console.log(`built ${path.relative(REPO_ROOT, path.join(bundle.outDir, bundle.filename ?? 'main.js'))}`);
  }
  console.log(`${bundles.length} bundle(s) in ${Date.now() - started} ms`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
