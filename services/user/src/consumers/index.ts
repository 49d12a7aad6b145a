// The events the user context reacts to (DESIGN §3): its own user.deleted, durably (the deleted
// account's follow edges and picture files go), and every replica's follows, to keep its follow
// graph fresh.
import { onEvent, type EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { refreshFollow, removeFollowsOf } from '../use-cases/follows';
import { removePicturesOf } from '../use-cases/pictures';

export const consumers = (deps: Deps): EventConsumer[] => [
  onEvent('user.deleted', async ({ userId }) => {
    await removeFollowsOf(deps, userId);
    await removePicturesOf(deps, userId);
  }),
];

export const replicaConsumers = (deps: Deps): EventConsumer[] => [
  onEvent('user.followed', (edge) => refreshFollow(deps, edge)),
  onEvent('user.unfollowed', (edge) => refreshFollow(deps, edge)),
];
