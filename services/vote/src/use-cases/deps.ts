import type pino from 'pino';
import type { VotesModel } from '../read-model/votes-model';
import type { PlaylistVotesRepository } from '../repository/playlist-votes-repository';
import type { PlaylistWriter } from '../writer/playlist-writer';

/** What every vote use case works with, built once in server.ts. */
export interface Deps {
  /** every read answers from here */
  model: VotesModel;
  /** every write goes through here (group commit per playlist) */
  writer: PlaylistWriter;
  /** the store itself, for the rebuild at start */
  store: PlaylistVotesRepository;
  logger: pino.Logger;
}
