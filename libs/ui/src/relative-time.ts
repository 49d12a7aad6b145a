// Card times (spec §2): under 60 minutes 'Nm ago', under 24 hours 'Nh ago', otherwise 'Nd ago'.
const MINUTE_MS = 60_000;

export function formatRelativeTime(at: string | Date, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(at).getTime()) / MINUTE_MS));
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The exact moment in the visitor's time zone, as 'Nov 26, 2026, 7:05 AM' (the site's English).
 * Written out rather than asked of Intl: a page's first Intl formatter costs 15–40 ms of main
 * thread in Chromium (loading its locale data), and this hover title was the only Intl use on `/`.
 */
export function formatExactTime(at: string | Date): string {
  const date = new Date(at);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock}`;
}
