import { onEvent, type EventConsumer } from '@sonic-nexus/service-kit';
import { applyNotificationChange } from '../use-cases/apply-change';
import type { Deps } from '../use-cases/deps';
import { playlistCreated } from './playlist-created';
import { playlistDeleted } from './playlist-deleted';
import { userDeleted } from './user-deleted';
import { userPasswordResetRequested } from './user-password-reset-requested';
import { userVerificationRequested } from './user-verification-requested';

/** The subjects this service consumes, one durable each. */
export const consumers = (deps: Deps): EventConsumer[] => [
  userVerificationRequested(deps),
  userPasswordResetRequested(deps),
  playlistCreated(deps),
  playlistDeleted(deps),
  userDeleted(deps),
];

/** Every replica applies every change of the notifications to its inbox read model. */
export const replicaConsumers = (deps: Deps): EventConsumer[] => [
  onEvent('notification.changed', (change) => applyNotificationChange(deps, change)),
];
