// Each deployable declares its own runtime dependencies at the root's ranges; fixtures in a scratch
// folder show that a missing, extra or differently pinned dependency fails with its file and package.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployables, REPO_ROOT } from './catalogue';
import { checkDeployableDependencies, rootRanges } from './dependency-check';
import { ImportScanner } from './reachable-imports';

const scanner = new ImportScanner(REPO_ROOT);
const ranges = rootRanges(REPO_ROOT);

describe('the nine deployables', () => {
  it.each(deployables.map((d) => [d.name, d.dir]))(
    '%s declares exactly the packages its code reaches, at the root ranges',
    (name, dir) => {
      expect(checkDeployableDependencies({ name, dir: path.join(REPO_ROOT, dir) }, scanner, ranges)).toEqual(
        [],
      );
    },
  );

  it('a service reaches the packages of the workspace libraries it imports', () => {
    const vote = scanner
      .packageImports([path.join(REPO_ROOT, 'services/vote/src/main.ts')])
      .filter((i) => !i.file.startsWith('services/'));
    expect(vote).toEqual(
      expect.arrayContaining([
        { pkg: 'mongoose', file: 'libs/service-kit/src/mongo.ts' },
        { pkg: '@bufbuild/protobuf', file: 'proto/gen/sonicnexus/vote/v1/vote.ts' },
        { pkg: '@opentelemetry/sdk-node', file: 'libs/service-kit/src/telemetry.ts' },
      ]),
    );
  });
});

describe('a fixture deployable', () => {
  let dir: string;
  const check = (dependencies: Record<string, string>, files: Record<string, string>) => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, text] of Object.entries({
      ...files,
      'package.json': JSON.stringify({ dependencies }),
    })) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    // Each fixture has a folder of its own, so the shared scanner's per-file cache stays right.
    return checkDeployableDependencies({ name: 'fixture', dir }, scanner, ranges);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'deployable-fixture-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails naming the deployable, the file and the package it does not declare', () => {
    const problems = check(
      { zod: ranges.zod! },
      {
        'src/main.ts':
          "import { z } from 'zod';\nimport { cache } from './cache';\nexport const x = [z, cache];\n",
        'src/cache.ts':
          "import { LRUCache } from 'lru-cache';\nexport const cache = new LRUCache({ max: 1 });\n",
      },
    );
    expect(problems).toEqual([
      `fixture: ${dir}/src/cache.ts imports 'lru-cache', which ${dir}/package.json does not declare in dependencies`,
    ]);
  });

  it('follows a workspace library into its files: service-kit without the NATS transport fails at the file importing it', () => {
    const serviceKit = scanner
      .packageImports([path.join(REPO_ROOT, 'libs/service-kit/src/index.ts')])
      .map((i) => i.pkg);
    const declared = Object.fromEntries(
      [...new Set(serviceKit)]
        .filter((pkg) => pkg !== '@nats-io/transport-node')
        .map((pkg) => [pkg, ranges[pkg]!]),
    );
    const problems = check(declared, {
      'src/main.ts': "import { createLogger } from '@sonic-nexus/service-kit';\ncreateLogger('fixture');\n",
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContain(
      `fixture: libs/service-kit/src/nats.ts imports '@nats-io/transport-node', which ${dir}/package.json does not declare in dependencies`,
    );
    expect(problems.every((p) => p.includes("imports '@nats-io/transport-node'"))).toBe(true);
  });

  it('counts dynamic imports, require, re-exports and subpaths; never type-only imports or builtins', () => {
    const problems = check(
      {},
      {
        'src/main.ts': [
          "import type { Logger } from 'pino';",
          "import { type Level } from 'pino-http';",
          "import { Schema } from 'mongoose';",
          "import { readFileSync } from 'node:fs';",
          "import path from 'path';",
          'export const f = (l: Logger, v: Level, s: Schema) => [l, v, s, readFileSync, path];',
          "export * from 'nats';",
          "export const later = () => import('express');",
          "export const old = require('etag');",
          "export { credentials } from '@grpc/grpc-js/build/src/index';",
        ].join('\n'),
      },
    );
    const packages = problems.map((p) => /imports '([^']+)'/.exec(p)?.[1]);
    expect(packages.sort()).toEqual(['@grpc/grpc-js', 'etag', 'express', 'nats']);
  });

  it('fails on a range other than the root one, a package the root does not pin, and an unused one', () => {
    const problems = check(
      { zod: '^3.0.0', 'left-pad': '1.3.0', pino: ranges.pino! },
      { 'src/main.ts': "import { z } from 'zod';\nexport const s = z.string();\n" },
    );
    expect(problems).toEqual([
      `fixture: ${dir}/package.json declares 'zod' as ^3.0.0; the root package.json pins ${ranges.zod}`,
      `fixture: ${dir}/package.json declares 'left-pad', which the root package.json does not pin`,
      `fixture: ${dir}/package.json declares 'left-pad', which none of its code imports`,
      `fixture: ${dir}/package.json declares 'pino', which none of its code imports`,
    ]);
  });

  it('leaves test files out: what only a test imports is no runtime dependency', () => {
    const problems = check(
      {},
      {
        'src/main.ts': 'export const one = 1;\n',
        'src/main.test.ts': "import { spawn } from 'cross-spawn';\nspawn('true');\n",
      },
    );
    expect(problems).toEqual([]);
  });
});
