/** What the build writes into dist/build-info.json (scripts/prerender.ts). */
export interface BuildInfo {
  builtAt: string;
  backend: 'local' | 'firebase';
  pages: number;
}

function isBuildInfo(value: unknown): value is BuildInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { builtAt, backend, pages } = value as Record<string, unknown>;
  return (
    typeof builtAt === 'string' &&
    !Number.isNaN(Date.parse(builtAt)) &&
    (backend === 'local' || backend === 'firebase') &&
    typeof pages === 'number'
  );
}

/**
 * The build's record, or null where there is none: the dev server has no such file and answers with the app's
 * HTML instead, which is not an error worth a word to the operator.
 */
export async function fetchBuildInfo(): Promise<BuildInfo | null> {
  try {
    const response = await fetch('/build-info.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    const body: unknown = await response.json();
    return isBuildInfo(body) ? body : null;
  } catch {
    return null;
  }
}

const builtAtText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 days ago", "yesterday", "2 hours ago", "just now". */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

export function buildInfoText(info: BuildInfo, now: Date): string {
  const builtAt = new Date(info.builtAt);
  const when = `Public pages built ${timeAgo(builtAt, now)} (${builtAtText.format(builtAt)})`;
  return info.backend === 'firebase'
    ? `${when}. Rebuild after large edits: npm run deploy.`
    : `${when} from the sample data: this is a demo build.`;
}
