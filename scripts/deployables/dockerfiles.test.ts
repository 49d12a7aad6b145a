// The nine Dockerfiles, without a Docker engine: hadolint (installed by bootstrap.sh --test) and
// the image rules of dockerfile-rules.ts; both are shown to fail on a broken Dockerfile.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_NODE_OPTIONS } from '@sonic-nexus/service-kit';
import { deployables, REPO_ROOT } from './catalogue';
import { checkDockerfile, type DockerfileExpectation, NODE_IMAGE } from './dockerfile-rules';
import { workspaceName } from './image-context';

const HADOLINT = path.join(REPO_ROOT, '.tools', 'bin', 'hadolint');
const dockerfile = (dir: string) => path.join(REPO_ROOT, dir, 'Dockerfile');
const expectation = (name: string): DockerfileExpectation => {
  const deployable = deployables.find((d) => d.name === name);
  if (!deployable) throw new Error(`no deployable ${name}`);
  return { deployable, workspace: workspaceName(REPO_ROOT, deployable.dir) };
};

function hadolint(files: string[]): { status: number | null; report: string } {
  if (!existsSync(HADOLINT)) throw new Error(`${HADOLINT} is missing: run bash scripts/bootstrap.sh --test`);
  // No config file may relax the rules: every finding down to style fails.
  const run = spawnSync(HADOLINT, ['--no-color', '--failure-threshold', 'style', ...files], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
  });
  return { status: run.status, report: `${run.stdout}${run.stderr}`.trim() };
}

describe.each(deployables.map((d) => [d.name]))('the %s Dockerfile', (name) => {
  it('keeps the image rules: the pinned Node, multi-stage, non-root, tini, HEALTHCHECK, ports', () => {
    const { deployable } = expectation(name);
    expect(checkDockerfile(readFileSync(dockerfile(deployable.dir), 'utf8'), expectation(name))).toEqual([]);
  });
});

it('runs on the Node the images run on: the one pinned in tool-versions.json (npm test runs through scripts/with-node.sh)', () => {
  expect(`node:${process.versions.node}-bookworm-slim`).toBe(NODE_IMAGE);
});

it('hadolint finds nothing in the nine Dockerfiles', () => {
  const { status, report } = hadolint(deployables.map((d) => dockerfile(d.dir)));
  expect(report).toBe('');
  expect(status).toBe(0);
});

it('hadolint fails a Dockerfile with a floating base and unpinned apt packages', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hadolint-'));
  try {
    const file = path.join(dir, 'Dockerfile');
    writeFileSync(file, 'FROM node:latest\nRUN apt-get update && apt-get install -y curl\n');
    const { status, report } = hadolint([file]);
    expect(status).toBe(1);
    expect(report).toContain('DL3007');
    expect(report).toContain('DL3008');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the image rules fail a broken Dockerfile', () => {
  const user = readFileSync(dockerfile('services/user'), 'utf8');
  const shell = readFileSync(dockerfile('shell'), 'utf8');
  const broken = (text: string, from: string | RegExp, to: string) => {
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`the fixture no longer contains ${String(from)}`);
    return changed;
  };
  const problems = (text: string, name = 'user') => checkDockerfile(text, expectation(name));
  const at = (dir: string, message: string) => `${dir}/Dockerfile: ${message}`;

  it.each([
    [
      'runs as root',
      /^USER 1000:1000$/m,
      'USER root',
      'the runtime stage must end as a numeric non-root USER, not root',
    ],
    [
      'names its user',
      /^USER 1000:1000$/m,
      'USER node',
      'the runtime stage must end as a numeric non-root USER, not node',
    ],
    [
      'has no HEALTHCHECK',
      /^HEALTHCHECK[^\n]*\n[^\n]*\n/m,
      '',
      'the runtime stage needs a HEALTHCHECK on /healthz',
    ],
    [
      'floats a build stage base',
      `FROM ${NODE_IMAGE} AS build`,
      'FROM node:26-slim AS build',
      'base image node:26-slim is not pinned to a version tag',
    ],
    [
      'builds on another Node',
      `FROM ${NODE_IMAGE} AS build`,
      'FROM node:20.20.2-bookworm-slim AS build',
      `the build stage must build on the pinned ${NODE_IMAGE}, not node:20.20.2-bookworm-slim`,
    ],
    [
      'runs on another Node',
      new RegExp(`^FROM ${NODE_IMAGE.replaceAll('.', '\\.')}$`, 'm'),
      'FROM node:20.20.2-bookworm-slim',
      `the runtime stage must be the pinned ${NODE_IMAGE} (tool-versions.json), not node:20.20.2-bookworm-slim`,
    ],
    [
      'runs on the pinned Node but not its slim image',
      new RegExp(`^FROM ${NODE_IMAGE.replaceAll('.', '\\.')}$`, 'm'),
      `FROM ${NODE_IMAGE.replace('-slim', '')}`,
      `the runtime stage must be the pinned ${NODE_IMAGE} (tool-versions.json), not ${NODE_IMAGE.replace('-slim', '')}`,
    ],
    [
      'starts node as PID 1',
      /^ENTRYPOINT .*$/m,
      '',
      'tini must be the ENTRYPOINT (PID 1 forwards signals, reaps children)',
    ],
    ['exposes the wrong port', /^EXPOSE .*$/m, 'EXPOSE 8080', 'must EXPOSE 50051 9451, not 8080'],
    [
      'installs dev dependencies',
      '--omit=dev --workspace',
      '--workspace',
      'must install production dependencies only: npm install --omit=dev --workspace=@sonic-nexus/user-service',
    ],
    [
      'installs in the runtime stage',
      /^USER 1000:1000$/m,
      'RUN npm install\nUSER 1000:1000',
      'the runtime stage must not run npm (its packages come built)',
    ],
    [
      'listens on loopback only',
      ' HOST=0.0.0.0',
      '',
      'must set HOST=0.0.0.0 (a pod is reached on its own address)',
    ],
  ])('a service image that %s', (_what, from, to, message) => {
    expect(problems(broken(user, from, to))).toEqual([at('services/user', message)]);
  });

  it('is single-stage', () => {
    const single = user.slice(user.lastIndexOf('\nFROM '));
    expect(problems(single)).toEqual(
      expect.arrayContaining([
        at('services/user', 'must be multi-stage (build apart from the runtime image)'),
      ]),
    );
  });

  it('a front end that runs another app or no static server build', () => {
    const other = broken(shell, '["node", "server.js", "shell"]', '["node", "server.js", "mfe-feed"]');
    expect(problems(other, 'shell')).toEqual([
      at('shell', 'CMD must be ["node", "server.js", "shell"], not ["node", "server.js", "mfe-feed"]'),
    ]);
    const unbuilt = broken(shell, /\\\n && node --import tsx scripts\/deployables\/build.ts web-server/, '');
    expect(problems(unbuilt, 'shell')).toEqual([
      at('shell', 'must bundle the static server (build.ts web-server)'),
    ]);
  });
});

it('the root .dockerignore keeps installs, builds, generated code and local state out of the context', () => {
  const ignored = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
  for (const pattern of ['.git', '**/node_modules', '**/dist', 'proto/gen', '.tools', '.data']) {
    expect(ignored).toContain(pattern);
  }
});

it('runs the gateway image with the heap sizes the platform and the tests use (gateway-heap.ts)', () => {
  const text = readFileSync(dockerfile('services/gateway'), 'utf8');
  expect(text).toContain(`NODE_OPTIONS="${GATEWAY_NODE_OPTIONS}"`);
});
