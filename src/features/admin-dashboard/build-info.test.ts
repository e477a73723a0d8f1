import { buildInfoText, fetchBuildInfo, timeAgo } from './build-info';

const info = { builtAt: '2026-11-22T04:44:00.000Z', backend: 'firebase' as const, pages: 17 };

describe('when the public pages were built', () => {
  it('tells the operator of a hosted site how old the pages are and how to rebuild', () => {
    expect(buildInfoText(info, new Date('2026-11-25T09:00:00.000Z'))).toBe(
      'Public pages built 3 days ago (22 Nov 2026, 10:14). Rebuild after large edits: npm run deploy.',
    );
  });

  it('says a demo build is built from the sample data', () => {
    expect(buildInfoText({ ...info, backend: 'local' }, new Date('2026-11-22T05:00:00.000Z'))).toBe(
      'Public pages built 16 minutes ago (22 Nov 2026, 10:14) from the sample data: this is a demo build.',
    );
  });

  it('counts minutes, hours, then days', () => {
    const then = new Date('2026-11-22T10:00:00.000Z');
    const later = (minutes: number) => new Date(then.getTime() + minutes * 60_000);
    expect(timeAgo(then, later(0.5))).toBe('just now');
    expect(timeAgo(then, later(1))).toBe('1 minute ago');
    expect(timeAgo(then, later(59))).toBe('59 minutes ago');
    expect(timeAgo(then, later(60))).toBe('1 hour ago');
    expect(timeAgo(then, later(23 * 60 + 59))).toBe('23 hours ago');
    expect(timeAgo(then, later(24 * 60))).toBe('yesterday');
    expect(timeAgo(then, later(3 * 24 * 60 + 5))).toBe('3 days ago');
  });
});

describe('reading build-info.json', () => {
  const answer = (body: string, contentType: string, status = 200) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'Content-Type': contentType } }));

  it('reads what the build wrote', async () => {
    answer(JSON.stringify(info), 'application/json');
    await expect(fetchBuildInfo()).resolves.toEqual(info);
    expect(fetch).toHaveBeenCalledWith('/build-info.json', expect.anything());
  });

  it('has nothing to say where there is no build (the dev server answers with the app)', async () => {
    answer('<!doctype html><html></html>', 'text/html');
    await expect(fetchBuildInfo()).resolves.toBeNull();
    answer('not found', 'text/plain', 404);
    await expect(fetchBuildInfo()).resolves.toBeNull();
    answer(JSON.stringify({ builtAt: 'yesterday', backend: 'firebase', pages: 1 }), 'application/json');
    await expect(fetchBuildInfo()).resolves.toBeNull();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchBuildInfo()).resolves.toBeNull();
  });
});
