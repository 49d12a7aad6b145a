import { onEvent } from '@sonic-nexus/service-kit';
import type { Deps } from '../use-cases/deps';
import { renameSubmitter } from '../use-cases/rename-submitter';

export const userRenamed = (deps: Deps) =>
  onEvent('user.renamed', ({ userId, newUsername }, envelope) =>
    renameSubmitter(deps, { userId, username: newUsername, version: envelope.version }),
  );
