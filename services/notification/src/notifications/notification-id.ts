// A notification's id is derived from what it is about, so a fan-out that runs again after a crash
// or a redelivery writes the same ids and the store's unique _id refuses every second copy.
import { createHash } from 'node:crypto';

// Our own name space for RFC 4122 v5 ids (a random UUID, fixed forever).
const NAMESPACE = Buffer.from('6f1c6b0e2c8a4e0b9d3c5a7e1b2f4d60', 'hex');

/**
 * The v5 (SHA-1, name-based) UUID of a new-playlist notification to one recipient. Eight lines of
 * node:crypto rather than the `uuid` package: the algorithm is fixed by RFC 4122 and this is its
 * only use.
 */
export function newPlaylistNotificationId(playlistId: string, userId: number): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`new_playlist:${playlistId}:${userId}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
