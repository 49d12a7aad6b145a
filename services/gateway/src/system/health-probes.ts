// One probe per dependency /api/health reports: the four services over gRPC health, the stores,
// the mail server and search.
import { checkHealth, natsUp, pingMongo, type NatsConnection } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { serviceAddresses } from '../clients';
import type { GatewayConfig } from '../config';
import type { HealthProbes } from './health-report';
import { meiliAvailable, smtpGreets } from './probes';

const GRPC_PROBE_DEADLINE_MS = 1000;

export function healthProbes(
  config: GatewayConfig,
  mongo: mongoose.Connection,
  nats: NatsConnection,
): HealthProbes {
  const addr = serviceAddresses(config);
  const grpcProbe = (address: string) => () => checkHealth(address, { deadlineMs: GRPC_PROBE_DEADLINE_MS });
  const { MEILI_URL } = config;
  return {
    user: grpcProbe(addr.user),
    playlist: grpcProbe(addr.playlist),
    vote: grpcProbe(addr.vote),
    notification: grpcProbe(addr.notification),
    mongodb: () => pingMongo(mongo),
    nats: async () => natsUp(nats),
    email: () => smtpGreets(config.SMTP_HOST, config.SMTP_PORT),
    // Without Meilisearch the index lives inside the playlist service, so it is up when that is.
    search: MEILI_URL ? () => meiliAvailable(MEILI_URL) : grpcProbe(addr.playlist),
  };
}
