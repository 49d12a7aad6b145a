// One probe per dependency /api/health reports: the four services over gRPC health, the stores,
// the mail server and search. Search is asked of the playlist service, which runs the engine
// (embedded or Meilisearch) and probes it itself, so health reports the engine, not the service.
import type { Health } from '@sonic-nexus/contract';
import { checkHealth, natsUp, pingMongo, unary, type NatsConnection } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { serviceAddresses, type ServiceClients } from '../clients';
import type { GatewayConfig } from '../config';
import type { HealthProbes } from './health-report';
import { smtpGreets } from './probes';

type SearchMode = Health['search']['mode'];

const GRPC_PROBE_DEADLINE_MS = 1000;

export function healthProbes(
  config: GatewayConfig,
  mongo: mongoose.Connection,
  nats: NatsConnection,
  clients: Pick<ServiceClients, 'playlist'>,
): { probes: HealthProbes; searchMode: () => SearchMode } {
  const addr = serviceAddresses(config);
  const grpcProbe = (address: string) => () => checkHealth(address, { deadlineMs: GRPC_PROBE_DEADLINE_MS });
  const { playlist } = clients;
  let searchMode: SearchMode = 'embedded';
  const search = async () => {
    const status = await unary(
      playlist,
      playlist.getSearchStatus,
      {},
      { deadlineMs: GRPC_PROBE_DEADLINE_MS },
    );
    if (status.mode === 'meilisearch' || status.mode === 'embedded') searchMode = status.mode;
    return status.up;
  };
  const probes: HealthProbes = {
    user: grpcProbe(addr.user),
    playlist: grpcProbe(addr.playlist),
    vote: grpcProbe(addr.vote),
    notification: grpcProbe(addr.notification),
    mongodb: () => pingMongo(mongo),
    nats: async () => natsUp(nats),
    email: () => smtpGreets(config.SMTP_HOST, config.SMTP_PORT),
    search,
  };
  return { probes, searchMode: () => searchMode };
}
