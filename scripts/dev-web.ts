// Dev server with hot reload for one front end: `node --import tsx scripts/dev-web.ts <app>`.
// Same port as production (SHELL_PORT, MFE_*_PORT; HOST default 127.0.0.1). Every dev server
// proxies /api to API_PROXY_TARGET (default http://127.0.0.1:3000) so a standalone app can talk to
// the gateway; the shell's also serves /runtime-config.json and proxies /mfe/<name>/ to each
// remote's dev server, so it works without the edge as well.
import { rspack } from '@rspack/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RspackDevServer, type Configuration as DevServerConfig } from '@rspack/dev-server';
import { runtimeConfigFromEnv } from '@sonic-nexus/web-server/runtime-config-env';
import { webAppFromArg, webAppPort, webApps, webHost, type WebApp } from '@sonic-nexus/web-server/web-apps';
import { loadAppConfig } from './web/app-configs';

// The middleware type is not exported on its own; take it from the option that returns it.
type Middleware = ReturnType<NonNullable<DevServerConfig['setupMiddlewares']>>[number];

function remoteProxies(host: string): NonNullable<DevServerConfig['proxy']> {
  return Object.values(webApps)
    .filter((remote) => remote.isRemote)
    .map((remote) => {
      const prefix = `/mfe/${remote.name.replace(/^mfe-/, '')}`;
      return {
        context: [prefix],
        target: `http://${host}:${webAppPort(remote)}`,
        pathRewrite: { [`^${prefix}`]: '' },
      };
    });
}

function devServerOptions(app: WebApp): DevServerConfig {
  const host = webHost();
  const port = webAppPort(app);
  const apiTarget = process.env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  return {
    host,
    port,
    hot: true,
    liveReload: true,
    historyApiFallback: true,
    // Everything is built by rspack; there is no public/ folder to serve.
    static: false,
    // Behind the edge the Host header is the public one (e.g. localhost:8080).
    allowedHosts: 'all',
    headers: app.isRemote ? { 'Access-Control-Allow-Origin': '*' } : undefined,
    // Remotes run inside the shell's page: their HMR socket must still reach their own server.
    client: { webSocketURL: { hostname: host, port, protocol: 'ws' }, overlay: { warnings: false } },
    proxy: [
      { context: ['/api'], target: apiTarget, changeOrigin: false },
      ...(app.isRemote ? [] : remoteProxies(host)),
    ],
    setupMiddlewares: (middlewares) => {
      if (app.isRemote) return middlewares;
      const runtimeConfig: Middleware = {
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(runtimeConfigFromEnv()));
        },
      };
      return [runtimeConfig, ...middlewares];
    },
  };
}

async function main(): Promise<void> {
  const app = webAppFromArg(process.argv[2]);
  const compiler = rspack(await loadAppConfig(app, 'development'));
  const server = new RspackDevServer(devServerOptions(app), compiler);
  await server.start();
  console.log(`[${app.name}] dev server on http://${webHost()}:${webAppPort(app)}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
