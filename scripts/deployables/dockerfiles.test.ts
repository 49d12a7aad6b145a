// The one image template of the nine deployables (deploy/images/Dockerfile) and the build args
// that make it each one's image, without a Docker engine: hadolint (installed by bootstrap.sh
// --test) and the image rules of dockerfile-rules.ts; both are shown to fail on a broken template.
// (scripts/cluster/app-images.sh builds the nine with docker.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_NODE_OPTIONS } from '@sonic-nexus/service-kit';
import { deployables, REPO_ROOT } from './catalogue';
import { checkImageTemplate, NODE_IMAGE, type TemplateExpectation } from './dockerfile-rules';
import { deployableNamed, dockerBuildArgs, imageBuildArgs, IMAGE_TEMPLATE } from './image';

const HADOLINT = path.join(REPO_ROOT, '.tools', 'bin', 'hadolint');
const FILE = path.relative(REPO_ROOT, IMAGE_TEMPLATE);
const template = readFileSync(IMAGE_TEMPLATE, 'utf8');
const expected: TemplateExpectation = {
  deployables,
  buildArgs: [...new Set(deployables.flatMap((d) => Object.keys(imageBuildArgs(d))))],
  file: FILE,
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

it('keeps the image rules: the pinned Node, npm ci, multi-stage, non-root and read-only, tini, HEALTHCHECK, ports', () => {
  expect(checkImageTemplate(template, expected)).toEqual([]);
});

it('is the only Dockerfile of the nine deployables: none of them keeps a copy', () => {
  expect(
    deployables.filter((d) => existsSync(path.join(REPO_ROOT, d.dir, 'Dockerfile'))).map((d) => d.dir),
  ).toEqual([]);
});

it('runs on the Node the images run on: the one pinned in tool-versions.json (npm test runs through scripts/with-node.sh)', () => {
  expect(`node:${process.versions.node}-bookworm-slim`).toBe(NODE_IMAGE);
});

it('hadolint finds nothing in the template', () => {
  const { status, report } = hadolint([IMAGE_TEMPLATE]);
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

describe('the build args make the template each deployable’s image', () => {
  it.each(deployables.map((d) => [d.name, d]))('%s: its name, kind, ports and /healthz port', (_name, d) => {
    const args = imageBuildArgs(d);
    expect(args).toMatchObject({ APP: d.name, KIND: d.kind, PORTS: d.ports.join(' ') });
    // A service's /healthz is on its admin port, a front end's on its one port.
    expect(args.HEALTHZ_PORT).toBe(String(d.kind === 'node' ? d.ports[1] : d.ports[0]));
  });

  it('runs the gateway with the heap sizes the platform and the tests use (gateway-heap.ts), no other', () => {
    expect(
      Object.fromEntries(
        deployables.map((d) => [d.name, imageBuildArgs(d).NODE_OPTIONS]).filter(([, o]) => o),
      ),
    ).toEqual({ gateway: GATEWAY_NODE_OPTIONS });
  });

  it('builds from the repository root with the template', () => {
    expect(
      dockerBuildArgs(deployableNamed('user'), 'sonic-nexus/user:dev', ['--secret', 'id=ca,src=ca.crt']),
    ).toEqual([
      'build',
      '-f',
      'deploy/images/Dockerfile',
      ...['--build-arg', 'APP=user', '--build-arg', 'KIND=node', '--build-arg', 'PORTS=50051 9451'],
      ...['--build-arg', 'HEALTHZ_PORT=9451', '--build-arg', 'NODE_OPTIONS='],
      ...['--secret', 'id=ca,src=ca.crt', '-t', 'sonic-nexus/user:dev', '.'],
    ]);
  });

  it('every package.json image target and the README build with it', () => {
    for (const d of deployables) {
      const manifest = readFileSync(path.join(REPO_ROOT, d.dir, 'package.json'), 'utf8');
      expect(manifest).toContain(`scripts/deployables/image.ts build ${d.name} `);
    }
    expect(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(
      'scripts/deployables/image.ts build "$name"',
    );
  });
});

describe('the image rules fail a broken template', () => {
  const broken = (from: string | RegExp, to: string) => {
    const changed = template.replace(from, to);
    if (changed === template) throw new Error(`the fixture no longer contains ${String(from)}`);
    return changed;
  };
  const problems = (text: string) => checkImageTemplate(text, expected);
  const at = (message: string) => `${FILE}: ${message}`;

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
      'gives the user its files',
      'COPY --from=prod-deps /out ./',
      'COPY --from=prod-deps --chown=1000:1000 /out ./',
      'the runtime stage must leave its files to root (no --chown, chown, chmod): the user writes nowhere',
    ],
    [
      'declares a volume',
      /^USER 1000:1000$/m,
      'VOLUME /app/data\nUSER 1000:1000',
      'the runtime stage must declare no VOLUME (only /tmp is writable)',
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
    ['exposes a fixed port', /^EXPOSE .*$/m, 'EXPOSE 8080', 'must EXPOSE ${PORTS} (the build arg), not 8080'],
    [
      'installs dev dependencies',
      'npm ci --omit=dev --workspace',
      'npm ci --workspace',
      'must install production dependencies only: npm ci --omit=dev --workspace=<the service>',
    ],
    [
      'resolves versions past the lockfile',
      '&& npm ci --no-audit',
      '&& npm install --no-audit',
      'must install with npm ci (the lockfile decides every version), not npm install',
    ],
    [
      'installs in the runtime stage',
      /^USER 1000:1000$/m,
      'RUN npm ci\nUSER 1000:1000',
      'the runtime stage must not run npm (its packages come built)',
    ],
    [
      'keeps the CA for the running image',
      / HOST=0\.0\.0\.0 /,
      ' HOST=0.0.0.0 NODE_EXTRA_CA_CERTS=/run/secrets/ca ',
      'the CA secret belongs to the RUN that mounts it, never to ENV or a COPY',
    ],
    [
      'listens on loopback only',
      ' HOST=0.0.0.0',
      '',
      'must set HOST=0.0.0.0 (a pod is reached on its own address)',
    ],
    [
      'forgets a build arg',
      /^ARG HEALTHZ_PORT\n/m,
      '',
      'must declare ARG HEALTHZ_PORT (a build arg of scripts/deployables/image.ts)',
    ],
    [
      'runs another entry',
      '["node", "dist/main.js"]',
      '["node", "server.js"]',
      'CMD must be ["node", "dist/main.js"], not ["node", "server.js"]',
    ],
    [
      'builds no static server',
      /\s+&& node --import tsx scripts\/deployables\/build.ts web-server \\/,
      '',
      'must bundle the static server (build.ts web-server)',
    ],
    [
      'leaves a deployable out of its header',
      '# sonic-nexus/mfe-auth:',
      '# mfe-auth:',
      'the header comment must say what sonic-nexus/mfe-auth serves',
    ],
  ])('a template that %s', (_what, from, to, message) => {
    expect(problems(broken(from, to))).toEqual([at(message)]);
  });

  it('is single-stage', () => {
    const single = template.slice(template.lastIndexOf('\nFROM '));
    expect(problems(single)).toEqual(
      expect.arrayContaining([at('must be multi-stage (build apart from the runtime image)')]),
    );
  });
});

it('the root .dockerignore keeps installs, builds, generated code and local state out of the context', () => {
  const ignored = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
  for (const pattern of ['.git', '**/node_modules', '**/dist', 'proto/gen', '.tools', '.data']) {
    expect(ignored).toContain(pattern);
  }
});
