// A free port for every local component startInfra runs (the jest stores and infra.test.ts).
import { freePort } from '@sonic-nexus/test-kit';
import type { InfraPorts } from '../../scripts/lib/infra';

export async function freeInfraPorts(): Promise<InfraPorts> {
  return {
    mongo: await freePort(),
    postgres: await freePort(),
    nats: await freePort(),
    natsMonitor: await freePort(),
    smtp: await freePort(),
    mailpitHttp: await freePort(),
  };
}
