import { formatAge } from './format-age';

const now = Date.parse('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const hour = 3_600_000;

describe('formatAge', () => {
  it.each([
    [ago(10_000), 'just now'],
    [ago(5 * 60_000), '5 minutes ago'],
    [ago(5 * hour), '5 hours ago'],
    [ago(30 * hour), 'yesterday'],
    [ago(3 * 24 * hour), '3 days ago'],
    [ago(15 * 24 * hour), '2 weeks ago'],
  ])('says %s as %j', (iso, words) => {
    expect(formatAge(iso, now)).toBe(words);
  });
});
