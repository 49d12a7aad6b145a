// Card times (spec §2): under 60 minutes 'Nm ago', under 24 hours 'Nh ago', otherwise 'Nd ago'.
const MINUTE_MS = 60_000;

export function formatRelativeTime(at: string | Date, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(at).getTime()) / MINUTE_MS));
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
