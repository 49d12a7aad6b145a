// Answer shapes the apps name through the client, from the contract (type-only: no runtime cost).
import type { Playlist, User } from '@sonic-nexus/contract';

export type { Playlist };

/** The current-user call answers the full user of the session. */
export type CurrentUser = User;
