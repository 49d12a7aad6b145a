import type { EventConsumer } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { userPasswordResetRequested } from './user-password-reset-requested';
import { userVerificationRequested } from './user-verification-requested';

/** The subjects this service consumes, one durable each. */
export const consumers = (deps: Deps): EventConsumer[] => [
  userVerificationRequested(deps),
  userPasswordResetRequested(deps),
];
