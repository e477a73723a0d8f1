import { historyIsFull, withStatusChange } from './status-history';

const change = (n: number) => ({
  status: 'Confirmed' as const,
  at: `2031-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
  by: `admin${n}@example.com`,
});

describe('withStatusChange', () => {
  it('appends, and keeps only the latest 100 changes', () => {
    expect(withStatusChange([change(1)], change(2))).toEqual([change(1), change(2)]);
    const full = Array.from({ length: 100 }, (_, n) => change(n));
    expect(historyIsFull(full)).toBe(true);
    const next = withStatusChange(full, change(100));
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual(change(1));
    expect(next.at(-1)).toEqual(change(100));
  });
});
