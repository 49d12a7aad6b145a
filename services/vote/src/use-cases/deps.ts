import type pino from 'pino';
import type { VotesModel } from '../read-model/votes-model';
import type { SnapshotRepository } from '../repository/snapshot-repository';
import type { VoteWriter } from '../writer/vote-writer';

/** What every vote use case works with, built once in server.ts. */
export interface Deps {
  /** every read answers from here */
  model: VotesModel;
  /** every change goes through here (the vote log) */
  writer: VoteWriter;
  /** the snapshots, for the load at start */
  store: SnapshotRepository;
  logger: pino.Logger;
}
