// What a guest's cold visit to a page costs over the wire: serves the four built front ends the
// way the edge does (shell at /, remotes at /mfe/<area>/), drives Debian's Chromium with an empty
// cache and sums the transferred bytes per resource type. /api answers 503 here (no platform is
// started), so the figures are the front end's own weight, not the data's.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { chromium } from 'playwright-core';
import { createStaticApp } from './static-app';
import { webAppDist, webApps } from './web-apps';

export interface PageResource {
  url: string;
  type: string;
  /** Body bytes as transferred (compressed when the server compressed). */
  wireBytes: number;
  encoding: string;
}

export interface PageWeight {
  path: string;
  resources: PageResource[];
  jsWireBytes: number;
  totalWireBytes: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function createEdgeLikeApp(env: NodeJS.ProcessEnv = process.env): express.Express {
  const edge = express();
  edge.use('/api', (_req, res) => {
    res.status(503).json({ error: 'no platform in page-weight' });
  });
  for (const [area, name] of [
    ['feed', 'mfe-feed'],
    ['profile', 'mfe-profile'],
    ['auth', 'mfe-auth'],
  ] as const) {
    edge.use(`/mfe/${area}`, createStaticApp({ distDir: webAppDist(webApps[name], env), isRemote: true }));
  }
  edge.use(
    createStaticApp({
      distDir: webAppDist(webApps.shell, env),
      isRemote: false,
      runtimeConfig: () => ({ remotes: {} }),
    }),
  );
  return edge;
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export async function measurePageWeight(
  pagePath = '/',
  env: NodeJS.ProcessEnv = process.env,
): Promise<PageWeight> {
  const server = await listen(createEdgeLikeApp(env));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Array<Promise<PageResource>> = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = response ? await response.allHeaders() : {};
          return {
            url: request.url().replace(`http://127.0.0.1:${port}`, ''),
            type: request.resourceType(),
            wireBytes: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'networkidle' });
    const resources = await Promise.all(pending);
    const sum = (list: PageResource[]) => list.reduce((total, r) => total + r.wireBytes, 0);
    return {
      path: pagePath,
      resources,
      jsWireBytes: sum(resources.filter((r) => r.type === 'script')),
      totalWireBytes: sum(resources),
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
