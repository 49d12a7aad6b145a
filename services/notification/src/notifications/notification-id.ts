// A notification's id is derived from what it is about, so a fan-out that runs again after a crash
// or a redelivery writes the same ids and the store's unique _id refuses every second copy.
import { nameBasedId } from '@sonic-nexus/service-kit';

// Our own name space for these ids (a random UUID, fixed forever).
const NAMESPACE = '6f1c6b0e2c8a4e0b9d3c5a7e1b2f4d60';

/** The v5 UUID of a new-playlist notification to one recipient. */
export function newPlaylistNotificationId(playlistId: string, userId: number): string {
  return nameBasedId(NAMESPACE, `new_playlist:${playlistId}:${userId}`);
}
