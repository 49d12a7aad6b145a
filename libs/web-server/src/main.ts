// Production static server for one front end: `node --import tsx libs/web-server/src/main.ts <app>`
// (or, with no argument, the app SONIC_NEXUS_APP names: each front end's image runs it that way, as
// one file bundled by scripts/deployables/build.ts). Serves <app>/dist or <WEB_DIST_ROOT>/<app>
// (build it first with scripts/build-web.ts) on the app's port (SHELL_PORT, MFE_FEED_PORT,
// MFE_PROFILE_PORT, MFE_AUTH_PORT) and HOST (default 127.0.0.1).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runtimeConfigFromEnv } from './runtime-config-env';
import { createStaticApp } from './static-app';
import { webAppDist, webAppFromArg, webAppPort, webHost } from './web-apps';

function main(): void {
  const app = webAppFromArg(process.argv[2] ?? process.env.SONIC_NEXUS_APP);
  const distDir = webAppDist(app);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no build; run: node --import tsx scripts/build-web.ts ${app.name}`);
  }
  const httpApp = createStaticApp({
    distDir,
    isRemote: app.isRemote,
    // Read per request so the response always reflects this process's environment.
    runtimeConfig: app.isRemote ? undefined : () => runtimeConfigFromEnv(),
  });
  const host = webHost();
  const port = webAppPort(app);
  const server = httpApp.listen(port, host, () => {
    console.log(`[${app.name}] serving ${distDir} on http://${host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`[${app.name}] cannot listen on ${host}:${port}:`, error.message);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
