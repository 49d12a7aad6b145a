// The images without a Docker engine: each Node deployable's bundle runs beside nothing but its
// production dependencies (installed from the lockfile as its Dockerfile does) and serves its
// probes against the real stores; the front ends' static server runs as one file with no
// node_modules and serves an app's pages and remoteEntry.js precompressed.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { checkHealth } from '@sonic-nexus/service-kit';
import { freePort, testEnv, THIRD_PARTIES_OFF, uniqueDbName, waitFor } from '@sonic-nexus/test-kit';
import { bundleFor, buildTargets, WEB_SERVER } from './build';
import { deployables, REPO_ROOT } from './catalogue';
import { copyManifests, installProductionDependencies, workspaceName } from './image-context';
import { buildNodeBundles } from './node-bundle';
import { precompressDist } from '../web/precompress';

const nodeDeployables = deployables.filter((d) => d.kind === 'node');
let work: string;
const contextOf = (name: string) => path.join(work, 'contexts', name);
const bundleDir = (name: string) => path.join(work, 'bundles', name);

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sonic-images-'));
  await buildNodeBundles(buildTargets.map((name) => bundleFor(name, path.join(work, 'bundles'))));
  const manifests = path.join(work, 'manifests');
  copyManifests(REPO_ROOT, manifests);
  // Two installs at a time: the machine has two cores, and other test files run beside this one.
  const queue = [...nodeDeployables];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      cpSync(manifests, contextOf(d.name), { recursive: true });
      await installProductionDependencies(contextOf(d.name), workspaceName(REPO_ROOT, d.dir));
      cpSync(bundleDir(d.name), path.join(contextOf(d.name), 'dist'), { recursive: true });
    }
  };
  await Promise.all([worker(), worker()]);
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node <args>` in `cwd` with only `env` (and PATH): nothing from this test process leaks in. */
function startNode(cwd: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function stop(started: Started): Promise<number | null> {
  if (started.child.exitCode === null) started.child.kill('SIGTERM');
  return started.exited;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

async function answers(url: string, status: number, started: Started, what: string): Promise<void> {
  const check = async () => {
    if (started.child.exitCode !== null) throw new Error(`${what} exited with ${started.child.exitCode}`);
    return get(url).then(
      (reply) => reply.status === status,
      () => false,
    );
  };
  await waitFor(check, { timeoutMs: 30_000, intervalMs: 200, what }).catch((err: Error) => {
    throw new Error(`${err.message}:\n${started.output()}`);
  });
}

describe.each(nodeDeployables.map((d) => [d.name, d]))('the %s image context', (name, deployable) => {
  it('holds its declared dependencies and no development package', () => {
    const modules = path.join(contextOf(name), 'node_modules');
    const manifest = readFileSync(path.join(REPO_ROOT, deployable.dir, 'package.json'), 'utf8');
    const declared = Object.keys(
      (JSON.parse(manifest) as { dependencies: Record<string, string> }).dependencies,
    );
    expect(declared.filter((pkg) => !existsSync(path.join(modules, pkg)))).toEqual([]);
    for (const devOnly of ['typescript', 'tsx', 'jest', '@rspack/core', 'react']) {
      expect(existsSync(path.join(modules, devOnly))).toBe(false);
    }
  });

  it('runs node dist/main.js against the real stores: probes answer, SIGTERM stops it with 0', async () => {
    const [appPort, adminPort] = [await freePort(), await freePort()];
    const portVariable = name === 'gateway' ? 'GATEWAY_PORT' : `${name.toUpperCase()}_GRPC_PORT`;
    // The gateway's services are addresses where nothing listens: it starts without them.
    const nowhere = `127.0.0.1:${await freePort()}`;
    const started = startNode(contextOf(name), ['dist/main.js'], {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      MONGO_URL: testEnv('TEST_MONGO_URL'),
      MONGO_DB: uniqueDbName('image', name),
      NATS_URL: testEnv('TEST_NATS_URL'),
      SMTP_HOST: testEnv('TEST_SMTP_HOST'),
      SMTP_PORT: testEnv('TEST_SMTP_PORT'),
      ADMIN_PORT: String(adminPort),
      [portVariable]: String(appPort),
      ...(name === 'gateway'
        ? Object.fromEntries(
            ['USER', 'PLAYLIST', 'VOTE', 'NOTIFICATION'].map((s) => [`${s}_SERVICE_ADDR`, nowhere]),
          )
        : { USER_SERVICE_ADDR: nowhere }),
      ...(THIRD_PARTIES_OFF as Record<string, string>),
    });
    try {
      await answers(`http://127.0.0.1:${adminPort}/readyz`, 200, started, `${name} /readyz`);
      const healthz = await get(`http://127.0.0.1:${adminPort}/healthz`);
      expect(healthz.status).toBe(200);
      expect(JSON.parse(healthz.body.toString())).toEqual({ status: 'ok' });
      if (name === 'gateway') {
        // Express, the gRPC clients and the contract all loaded: the report names the services down.
        const health = await get(`http://127.0.0.1:${appPort}/api/health`);
        expect(health.status).toBe(503);
        expect(health.body.toString()).toContain('"mongodb"');
      } else {
        expect(await checkHealth(`127.0.0.1:${appPort}`, { deadlineMs: 2000 })).toBe(true);
      }
    } finally {
      expect(await stop(started)).toBe(0);
    }
  });
});

it('a bundle beside no node_modules fails on the first missing package (what the test above rules out)', async () => {
  const bare = path.join(work, 'bare-user');
  cpSync(bundleDir('user'), path.join(bare, 'dist'), { recursive: true });
  const started = startNode(bare, ['dist/main.js'], { ADMIN_PORT: 'not-a-port' });
  expect(await started.exited).toBe(1);
  expect(started.output()).toMatch(/Cannot find module '[^']+'/);
});

describe('the front ends’ static server, as one file with no node_modules', () => {
  const index = `<!doctype html><html><head><title>Sonic Nexus</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  const remoteEntry = `var remote = ${JSON.stringify('x'.repeat(4000))};`;
  let serverDir: string;
  let webRoot: string;

  beforeAll(() => {
    serverDir = path.join(work, 'web-server');
    mkdirSync(serverDir);
    cpSync(path.join(bundleDir(WEB_SERVER), 'server.js'), path.join(serverDir, 'server.js'));
    // A stand-in for each app's build: the same file names, precompressed by the build's own code.
    webRoot = path.join(work, 'www');
    for (const app of ['shell', 'mfe-feed', 'mfe-profile', 'mfe-auth']) {
      mkdirSync(path.join(webRoot, app), { recursive: true });
      writeFileSync(path.join(webRoot, app, 'index.html'), index);
      if (app !== 'shell') writeFileSync(path.join(webRoot, app, 'remoteEntry.js'), remoteEntry);
      precompressDist(path.join(webRoot, app));
    }
  });

  const serve = async (app: string, portVariable: string, env: Record<string, string> = {}) => {
    const port = await freePort();
    const started = startNode(serverDir, ['server.js', app], {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      WEB_DIST_ROOT: webRoot,
      [portVariable]: String(port),
      ...env,
    });
    await answers(`http://127.0.0.1:${port}/healthz`, 200, started, `${app} /healthz`);
    return { base: `http://127.0.0.1:${port}`, started };
  };

  it('serves the shell: brotli index, runtime config, link-preview tags, SPA fallback', async () => {
    const { base, started } = await serve('shell', 'SHELL_PORT', {
      MFE_FEED_URL: 'https://cdn.example/feed/',
      // No gateway there: a shared link gets the site's own tags.
      SHARE_API_URL: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const page = await get(`${base}/`, { 'accept-encoding': 'br, gzip', accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString()).toBe(index);
      const shared = await get(`${base}/playlists/p1`, { accept: 'text/html' });
      expect(shared.status).toBe(200);
      expect(shared.body.toString()).toContain('<meta property="og:title" content="Sonic Nexus" />');
      const config = await get(`${base}/runtime-config.json`);
      expect(JSON.parse(config.body.toString())).toEqual({ remotes: { feed: 'https://cdn.example/feed/' } });
      const deep = await get(`${base}/top-100`, { accept: 'text/html' });
      expect(deep.status).toBe(200);
      expect(deep.body.toString()).toContain('id="root"');
    } finally {
      expect(await stop(started)).toBe(0);
    }
  });

  it.each([
    ['mfe-feed', 'MFE_FEED_PORT'],
    ['mfe-profile', 'MFE_PROFILE_PORT'],
    ['mfe-auth', 'MFE_AUTH_PORT'],
  ])('serves %s: remoteEntry.js in brotli, revalidated, open to any origin', async (app, portVariable) => {
    const { base, started } = await serve(app, portVariable);
    try {
      const entry = await get(`${base}/remoteEntry.js`, { 'accept-encoding': 'br' });
      expect(entry.status).toBe(200);
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect(brotliDecompressSync(entry.body).toString()).toBe(remoteEntry);
      const missing = await get(`${base}/missing.1234abcd.js`);
      expect(missing.status).toBe(404);
    } finally {
      expect(await stop(started)).toBe(0);
    }
  });

  it('fails with the list of apps when started without one', async () => {
    const started = startNode(serverDir, ['server.js'], { WEB_DIST_ROOT: webRoot });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('expected one of shell, mfe-feed, mfe-profile, mfe-auth; got nothing');
  });
});
