// The events the vote context reacts to (DESIGN §3): one durable consumer each for the deletions
// (one delivery per deployment), and playlist.created on every replica (which playlists exist).
// Votes need no events to stay fresh on every replica: they all apply the vote log.
import type { EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { playlistCreated } from './playlist-created';
import { playlistDeleted } from './playlist-deleted';
import { userDeleted } from './user-deleted';

export const consumers = (deps: Deps): EventConsumer[] => [playlistDeleted(deps), userDeleted(deps)];

export const replicaConsumers = (deps: Deps): EventConsumer[] => [playlistCreated(deps)];
