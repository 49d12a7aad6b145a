// The production build of a Node deployable: its entry and the workspace libraries it imports
// (TypeScript source, proto/gen included) bundled by rspack into <out>/main.js, CommonJS for
// Node 20. npm packages stay external, required from node_modules at run time, so that
//  - the image installs them with `npm ci --omit=dev` at the versions the tests ran with,
//  - native packages (sharp, @node-rs/argon2) load their platform binaries as usual, and
//  - OpenTelemetry can still patch http, grpc-js and express as they are required: main.ts loads
//    ./server through import(), which stays lazy in the bundle.
// The front ends' static server is bundled whole (`bundlePackages`): it has no native package and
// no telemetry, so its images need no node_modules at all.
import { builtinModules } from 'node:module';
import { rspack, type Configuration, type ExternalItemFunctionData, type MultiStats } from '@rspack/core';
import { typeScriptRule } from '../lib/typescript-rule';

export interface NodeBundle {
  /** absolute path of the TypeScript entry */
  entry: string;
  /** absolute output folder; main.js (or `filename`) and its chunks go there */
  outDir: string;
  filename?: string;
  /** true: inline npm packages too (a self-contained file) */
  bundlePackages?: boolean;
  /** production React (TSX, automatic runtime): a remote's prerender of its pages */
  react?: boolean;
}

/** npm packages (never the workspace's own @sonic-nexus/* source) are required at run time. */
function isNpmPackage(request: string): boolean {
  if (/^[./]/.test(request) || request.startsWith('@sonic-nexus/')) return false;
  return !request.startsWith('node:') && !builtinModules.includes(request.split('/')[0] ?? '');
}

function keepPackagesExternal(
  { request }: ExternalItemFunctionData,
  callback: (err?: Error, result?: string) => void,
): void {
  if (request && isNpmPackage(request)) callback(undefined, `commonjs ${request}`);
  else callback();
}

function nodeBundleConfig(bundle: NodeBundle): Configuration {
  return {
    mode: 'production',
    target: 'node26', // the Node of every image (deploy/local/tool-versions.json)
    entry: { main: bundle.entry },
    output: {
      path: bundle.outDir,
      filename: bundle.filename ?? 'main.js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: bundle.bundlePackages ? undefined : [keepPackagesExternal],
    // Express loads view engines by name at run time; the static server renders no views.
    ignoreWarnings: [{ module: /[\\/]express[\\/]lib[\\/]view\.js$/, message: /Critical dependency/ }],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule({
          target: 'es2022',
          transform: bundle.react ? { react: { runtime: 'automatic' } } : undefined,
        }),
      ],
    },
    // __dirname is the bundle's own folder, as in plain Node; NODE_ENV is read at run time.
    node: { __dirname: false, __filename: false, global: false },
    optimization: { minimize: false, nodeEnv: false },
    // Readable stack traces without a map; the map is there for NODE_OPTIONS=--enable-source-maps.
    devtool: 'source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Builds the bundles in one rspack run; rejects with every error, returns the warnings. */
export function buildNodeBundles(bundles: readonly NodeBundle[]): Promise<string[]> {
  const compiler = rspack(bundles.map(nodeBundleConfig));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats?: MultiStats) => {
      compiler.close(() => {
        if (error || !stats) return reject(error ?? new Error('rspack returned no stats'));
        const info = stats.toJson({ all: false, errors: true, warnings: true });
        const text = (items: Array<{ message: string }> | undefined) => (items ?? []).map((i) => i.message);
        if (stats.hasErrors()) return reject(new Error(text(info.errors).join('\n')));
        resolve(text(info.warnings));
      });
    });
  });
}
