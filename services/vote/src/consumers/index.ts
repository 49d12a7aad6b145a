// The events the vote context reacts to (DESIGN §3): one durable consumer each for the deletions
// (one delivery per deployment), and vote.changed on every replica to keep its read model fresh.
import type { EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { playlistDeleted } from './playlist-deleted';
import { userDeleted } from './user-deleted';
import { voteChanged } from './vote-changed';

export const consumers = (deps: Deps): EventConsumer[] => [playlistDeleted(deps), userDeleted(deps)];

export const replicaConsumers = (deps: Deps): EventConsumer[] => [voteChanged(deps)];
