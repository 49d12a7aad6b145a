// The seed writes through the services' own gRPC APIs (so events, read models and the search index
// see every write), with the same client helpers the gateway uses.
import { playlist, user, vote } from '@sonic-nexus/proto';
import { checkHealth, createClient } from '@sonic-nexus/service-kit';
import type { SeedTargets } from './options';

export interface SeedClients {
  user: user.UserServiceClient;
  playlist: playlist.PlaylistServiceClient;
  vote: vote.VoteServiceClient;
  close(): void;
}

export function createSeedClients(targets: SeedTargets): SeedClients {
  const clients = {
    user: createClient(user.UserServiceClient, targets.userAddr),
    playlist: createClient(playlist.PlaylistServiceClient, targets.playlistAddr),
    vote: createClient(vote.VoteServiceClient, targets.voteAddr),
  };
  return { ...clients, close: () => Object.values(clients).forEach((client) => client.close()) };
}

/** Fails with the addresses that do not answer SERVING, so a seed of a stopped platform says so. */
export async function assertServing(targets: SeedTargets): Promise<void> {
  const addresses = { user: targets.userAddr, playlist: targets.playlistAddr, vote: targets.voteAddr };
  const down: string[] = [];
  for (const [name, address] of Object.entries(addresses)) {
    if (!(await checkHealth(address, { deadlineMs: 3000 }))) down.push(`${name} service at ${address}`);
  }
  if (down.length > 0) {
    throw new Error(`not serving: ${down.join(', ')}. Is the platform running (npm start)?`);
  }
}
