import type pino from 'pino';
import type { PurgeMarkers } from '../repository/purge-markers';
import type { TalliesRepository } from '../repository/tallies-repository';
import type { VoteRepository } from '../repository/vote-repository';

/** What every vote use case works with, built once in server.ts. */
export interface Deps {
  votes: VoteRepository;
  tallies: TalliesRepository;
  markers: PurgeMarkers;
  logger: pino.Logger;
}
