// The rspack configuration every front end shares; each app's rspack.config.ts only says who it
// is and what it exposes. A TS module rather than an rspack CLI config: build-web.ts and dev-web.ts
// import it, because a build also prerenders, precompresses and reports sizes, which the CLI does not.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { typeScriptRule } from '../lib/typescript-rule';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SITE_DESCRIPTION } from '@sonic-nexus/web-server/share-meta';
import { webAppDist, webApps, type WebAppName } from '@sonic-nexus/web-server/web-apps';
import { writeAntdGroups, withAntdMemberImports } from './antd-groups';
import { antdPureHelpersPlugin } from './antd-pure-helpers';
import { AppIconsPlugin } from './app-icons';
import { cosmicMapTokenDefinitions } from './cosmic-map-token';
import { compileHintsPlugin } from './compile-hints';
import { writeAntdStylesheet } from './antd-stylesheet';
import { sharedDependencies } from './shared-deps';
import { writeUsedModule, writeZodModule } from './used-exports';

export type WebMode = 'development' | 'production';

export interface WebConfigOptions {
  exposes?: Record<string, string>;
  title: string;
  /**
   * The shell's page frame as HTML: `home` goes into index.html (served at /), `page` into page.html
   * (every other page). Without it index.html has an empty root.
   */
  prerendered?: { home: string; page: string };
}

function htmlPages({ prerendered }: WebConfigOptions): { filename: string; root: string }[] {
  if (!prerendered) return [{ filename: 'index.html', root: '' }];
  return [
    { filename: 'index.html', root: prerendered.home },
    { filename: 'page.html', root: prerendered.page },
  ];
}

export function createWebConfig(
  appName: WebAppName,
  mode: WebMode,
  options: WebConfigOptions,
): Configuration {
  const app = webApps[appName];
  const production = mode === 'production';
  const antdStylesheet = writeAntdStylesheet();
  const antd = writeAntdGroups();
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
    output: {
      path: webAppDist(app),
      // Remotes: 'auto' resolves chunks next to remoteEntry.js / the manifest, so the same build
      // works at /mfe/<name>/ behind the edge and at / on its own port. The shell is served at /
      // with SPA fallback, so its chunks must be root-absolute (deep links like /playlists/x).
      publicPath: app.isRemote ? 'auto' : '/',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        withAntdMemberImports(
          typeScriptRule({
            target: 'es2020',
            transform: { react: { runtime: 'automatic', development: !production } },
          }),
          antd.memberDir,
        ),
        // antd's form context imports one provider from this package's index, which declares no
        // `sideEffects`: without this the whole form engine and its validator ride in the first
        // screen's antd module. Its modules only define things, so unused ones can be dropped.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
        // The same for the colour picker's package: the first screen's styles take its Color class
        // through its index (antd-pure-helpers.ts), which would otherwise bring the whole picker.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]color-picker[\\/]/, sideEffects: false },
        // The styles of the antd/rest components an app uses (antd-groups.ts), as a CSS chunk loaded
        // with them: the one stylesheet the pages link holds the first two groups' only.
        { test: /[\\/]antd-rest\.[0-9a-f]{8}\.css$/, type: 'css' },
      ],
    },
    plugins: [
      // rspack 2 writes Module Federation's runtime from the source of a function it loads with
      // require(); under tsx (which runs this build) that file is compiled with esbuild's keepNames,
      // so the runtime calls esbuild's __name helper, which no page has. Defined for every chunk.
      new rspack.BannerPlugin({
        banner: 'var __name=globalThis.__name||function(f){return f};',
        raw: true,
        entryOnly: false,
        test: /\.js$/,
      }),
      ...htmlPages(options).map(
        ({ filename, root }) =>
          new rspack.HtmlRspackPlugin({
            // One page frame for the four apps; each passes its own title.
            template: path.join(__dirname, 'index.html'),
            filename,
            title: options.title,
            // The pages are only ever served at the app's root path (shell, or a standalone remote).
            publicPath: '/',
            templateParameters: {
              description: SITE_DESCRIPTION,
              antdStylesheet: `/${antdStylesheet.name}`,
              root,
            },
          }),
      ),
      // Favicon and web app manifest, at the site's root: the shell's (and a standalone remote's).
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.join(__dirname, 'public') },
          { from: antdStylesheet.file, to: antdStylesheet.name, info: { minimized: true } },
        ],
      }),
      new rspack.DefinePlugin(cosmicMapTokenDefinitions()),
      antdPureHelpersPlugin(),
      compileHintsPlugin(),
      // The manifest's and iOS's PNG icons, drawn from the favicon at build time (never committed).
      new AppIconsPlugin(),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies({
          reactRouter: writeUsedModule('react-router'),
          zod: writeZodModule(),
          antd: antd.modules,
        }),
        manifest: true,
        dts: false,
        // The shell provides every shared module itself; no need to wait on remotes to negotiate.
        shareStrategy: 'loaded-first',
        experiments: {
          // Leaves out of the federation runtime what an app never runs: Node's code paths in all,
          // and in a remote (it loads no remotes of its own) the remote loading and the manifest
          // snapshots. Each remote entry carries its own copy of that runtime.
          optimization: app.isRemote
            ? { target: 'web', disableRemote: true, disableSnapshot: true }
            : { target: 'web' },
        },
      }),
    ],
    // Production maps are written for profiling but not named in the chunks, and never served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
