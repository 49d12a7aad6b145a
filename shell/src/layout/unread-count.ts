// The bell's badge (spec §7). The count, its polling and its 501-means-none rule live in the api
// client; they are re-exported so the bell and its test keep one import.
import { UNREAD_BADGE_CAP } from '@sonic-nexus/contract';

export { fetchUnreadCount, useUnreadCount } from '@sonic-nexus/api-client';

/** The badge text: the count, '99+' above the cap, nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
