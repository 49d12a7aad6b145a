// The layering services/README.md promises (grpc/ and consumers/ → use-cases/ → repository/) must
// hold in every domain service's source: each import that breaks it is listed as `file → import`.
import path from 'node:path';
import { layeringViolations, readServiceSources } from './support/service-layering';

const ROOT = path.resolve(__dirname, '..');

describe('service layering (services/README.md, "Rules")', () => {
  it('holds in every domain service', () => {
    const sources = readServiceSources(ROOT);
    const services = new Set([...sources.keys()].map((file) => file.split('/')[1]));
    expect([...services]).toEqual(expect.arrayContaining(['notification', 'playlist', 'user', 'vote']));
    expect(layeringViolations(sources)).toEqual([]);
  });

  describe('the check itself, on a made-up service', () => {
    const svc = 'services/probe/src';
    const files = (entries: Record<string, string>) =>
      new Map(Object.entries(entries).map(([file, text]) => [`${svc}/${file}`, text]));

    it('lists each broken rule as file → import', () => {
      const broken = files({
        'grpc/probe-service.ts': [
          "import type { ProbeRecord } from '../repository/probe-repository';",
          "import { probeConsumers } from '../consumers';",
          "import mongoose from 'mongoose';",
          'export const look = (deps: Deps) => deps.model.size;',
        ].join('\n'),
        'consumers/probe-created.ts': [
          "export { probeRepository } from '../repository/probe-repository';",
          "import { toProto } from '../grpc/probe-mapper';",
          'export const later = () => import("../repository/probe-model");',
        ].join('\n'),
        'use-cases/probe.ts': [
          "import { toProto } from '../grpc/probe-mapper';",
          "import { probe } from '@sonic-nexus/proto';",
          "import type { NatsConnection } from '@nats-io/nats-core';",
          "import { status } from '@grpc/grpc-js/build/src/constants';",
        ].join('\n'),
        'repository/probe-repository.ts': "import type { Probe } from '../use-cases/probe';",
        'log/probe-codec.ts': "import { voteTypeFromProto } from '../grpc/vote-type';",
      });
      expect(layeringViolations(broken)).toEqual([
        `${svc}/consumers/probe-created.ts → ../repository/probe-repository (consumers/ must not import repository/)`,
        `${svc}/consumers/probe-created.ts → ../grpc/probe-mapper (consumers/ must not import grpc/)`,
        `${svc}/consumers/probe-created.ts → ../repository/probe-model (consumers/ must not import repository/)`,
        `${svc}/grpc/probe-service.ts → ../repository/probe-repository (grpc/ must not import repository/)`,
        `${svc}/grpc/probe-service.ts → ../consumers (grpc/ must not import consumers/)`,
        `${svc}/grpc/probe-service.ts → mongoose (grpc/ must not import mongoose)`,
        `${svc}/grpc/probe-service.ts → deps.model (grpc/ hands deps to use cases, reads nothing from it)`,
        `${svc}/log/probe-codec.ts → ../grpc/vote-type (log/ must not import grpc/)`,
        `${svc}/repository/probe-repository.ts → ../use-cases/probe (repository/ must not import use-cases/)`,
        `${svc}/use-cases/probe.ts → ../grpc/probe-mapper (use-cases/ must not import grpc/)`,
        `${svc}/use-cases/probe.ts → @sonic-nexus/proto (use-cases/ must not import @sonic-nexus/proto)`,
        `${svc}/use-cases/probe.ts → @nats-io/nats-core (use-cases/ must not import @nats-io)`,
        `${svc}/use-cases/probe.ts → @grpc/grpc-js/build/src/constants (use-cases/ must not import @grpc/grpc-js)`,
      ]);
    });

    it('passes what the layering allows', () => {
      const layered = files({
        'server.ts': [
          "import { probeServiceImpl } from './grpc/probe-service';",
          "import { consumers } from './consumers';",
          "import { createProbeRepository } from './repository/probe-repository';",
          "import { probe } from '@sonic-nexus/proto';",
        ].join('\n'),
        'grpc/probe-service.ts': [
          "import { probe } from '@sonic-nexus/proto';",
          "import { getProbe } from '../use-cases/get-probe';",
          "import type { ProbeView } from '../use-cases/probe-view';",
          "import { toProto } from './probe-mapper';",
          '// not an import: ../repository/probe-repository, nor is deps.model in a comment',
          'export const get = (deps: Deps, req: Req) => getProbe(deps, req);',
        ].join('\n'),
        'consumers/probe-created.ts': "import { noteProbe } from '../use-cases/note-probe';",
        'use-cases/get-probe.ts': [
          "import type { ProbeRecord } from '../repository/probe-repository';",
          "import { rules } from '../probing/rules';",
          "import type { Deps } from './deps';",
          'export const getProbe = (deps: Deps) => deps.probes.find();',
        ].join('\n'),
        'repository/probe-repository.ts': [
          "import mongoose from 'mongoose';",
          "import type { Rules } from '../probing/rules';",
          "import type { ProbeRow } from '../read-model/probe-row';",
        ].join('\n'),
        'probing/rules.ts': "import type { ProbeRecord } from '../repository/probe-repository';",
        'use-cases/probe.test.ts': "import { toProto } from '../grpc/probe-mapper';",
      });
      expect(layeringViolations(layered)).toEqual([]);
    });
  });
});
