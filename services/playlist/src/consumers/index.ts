import type { EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { playlistCreated } from './playlist-created';
import { userDeleted } from './user-deleted';
import { userRenamed } from './user-renamed';
import { voteChanged } from './vote-changed';

export { replicaConsumers } from './replica-consumers';

/** The subjects this service consumes, one durable each. */
export const consumers = (deps: Deps): EventConsumer[] => [
  voteChanged(deps),
  userDeleted(deps),
  userRenamed(deps),
  playlistCreated(deps),
];
