// The events the vote context reacts to (DESIGN §3), one durable consumer each.
import type { EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { playlistDeleted } from './playlist-deleted';
import { userDeleted } from './user-deleted';

export const consumers = (deps: Deps): EventConsumer[] => [playlistDeleted(deps), userDeleted(deps)];
