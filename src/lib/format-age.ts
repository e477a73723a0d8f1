const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/**
 * How long ago a moment was, as the operator says it: "just now", "5 hours ago", "yesterday", "3 days ago",
 * "2 weeks ago". `now` is passed in (ms), so a list reads the same clock for every row.
 */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 14) return relative.format(-days, 'day');
  return relative.format(-Math.floor(days / 7), 'week');
}
