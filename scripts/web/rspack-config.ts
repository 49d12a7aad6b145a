// The rspack configuration every front end shares; each app's rspack.config.ts only says who it
// is and what it exposes. Kept as a TS module (not an rspack CLI config) because Node 20 cannot
// load a .ts config itself: build-web.ts and dev-web.ts import it under tsx.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { typeScriptRule } from '../lib/typescript-rule';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { writeAntdGroups, withAntdMemberImports } from './antd-groups';
import { AppIconsPlugin } from './app-icons';
import { writeAntdStylesheet } from './antd-stylesheet';
import { sharedDependencies } from './shared-deps';
import { writeUsedModule } from './used-exports';
import { SITE_DESCRIPTION } from './share-meta';
import { webAppDist, webApps, type WebAppName } from './web-apps';

export type WebMode = 'development' | 'production';

export interface WebConfigOptions {
  exposes?: Record<string, string>;
  title: string;
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
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // One page frame for the four apps; each passes its own title.
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        // index.html is only ever served at the app's own root (shell, or a standalone remote).
        publicPath: '/',
        templateParameters: { description: SITE_DESCRIPTION, antdStylesheet: `/${antdStylesheet.name}` },
      }),
      // Favicon and web app manifest, at the site's root: the shell's (and a standalone remote's).
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.join(__dirname, 'public') },
          { from: antdStylesheet.file, to: antdStylesheet.name, info: { minimized: true } },
        ],
      }),
      // The manifest's and iOS's PNG icons, drawn from the favicon at build time (never committed).
      new AppIconsPlugin(),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies({ reactRouter: writeUsedModule('react-router'), antd: antd.modules }),
        manifest: true,
        dts: false,
        // The shell provides every shared module itself; no need to wait on remotes to negotiate.
        shareStrategy: 'loaded-first',
      }),
    ],
    // Production maps are written for profiling but not named in the chunks, and never served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
