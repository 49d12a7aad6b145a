import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { removeConcerningUser } from '../use-cases/remove-notifications';

/** A deleted account's notifications go: those it received and those about its posts. */
export const userDeleted = (deps: Deps) =>
  onEvent('user.deleted', ({ userId }) => removeConcerningUser(deps, userId));
