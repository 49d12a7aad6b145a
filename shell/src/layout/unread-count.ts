// The bell's badge text (spec §7); the count and its polling come from the api client.
import { UNREAD_BADGE_CAP } from '@sonic-nexus/contract';

/** The badge text: the count, '99+' above the cap, nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** The bell's accessible name: the count is read out, since the badge alone is only seen. */
export function bellLabel(count: number): string {
  const badge = unreadBadgeText(count);
  return badge === null ? 'Notifications' : `Notifications, ${badge} unread`;
}
