// Answer shapes read by the hooks, from the contract (type-only imports: no runtime cost).
import type { FeedPage, Playlist, User } from '@sonic-nexus/contract';

export type { FeedPage, Playlist };

/** GET /api/user answers the full user of the session. */
export type CurrentUser = User;
