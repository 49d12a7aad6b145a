// Production build of the front ends: `node --import tsx scripts/build-web.ts [app...]`
// (no argument = all four). Output goes to <app>/dist (or <WEB_DIST_ROOT>/<app>); exits non-zero on
// any build error.
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { webAppDist, webAppFromArg, webApps, type WebApp } from '@sonic-nexus/web-server/web-apps';
import { loadAppConfig } from './web/app-configs';
import { formatKiB, measureBundle } from './web/bundle-sizes';
import { precompressDist } from './web/precompress';
import { buildPrerenderBundle } from './web/build-prerender';

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  });
}

async function build(app: WebApp): Promise<boolean> {
  const started = Date.now();
  const stats = await compile(await loadAppConfig(app, 'production'));
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`[${app.name}] warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(`[${app.name}] error: ${error.message}`);
    return false;
  }
  const distDir = webAppDist(app);
  const size = measureBundle(distDir);
  const { files: precompressed } = precompressDist(distDir);
  const prerender = (await buildPrerenderBundle(app.dir, distDir)) ? '; pages prerender bundle' : '';
  const largest = size.largest ? `, largest ${size.largest.file} ${formatKiB(size.largest.bytes)}` : '';
  console.log(
    `[${app.name}] built in ${Date.now() - started} ms: ${size.files} files, ` +
      `${formatKiB(size.bytes)} (gzip ${formatKiB(size.gzipBytes)})${largest}; ` +
      `${precompressed} files precompressed (.br, .gz)${prerender}`,
  );
  return true;
}

async function main(): Promise<void> {
  // Production React and antd also in this process, where the shell's frame is prerendered (its
  // config loads them): the HTML then carries the class names the browser's first render draws.
  process.env.NODE_ENV ??= 'production';
  const args = process.argv.slice(2);
  const apps = args.length > 0 ? args.map(webAppFromArg) : Object.values(webApps);
  let ok = true;
  for (const app of apps) ok = (await build(app)) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
