import { checkBudgets, spread, spreadCell } from './bench-stats.mjs';

describe('the bench figures of a page', () => {
  const budgets = {
    performance: 98,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpMs: 2000,
    lcpWorstMs: 1300,
    tbtMs: 50,
    tbtWorstMs: 100,
    cls: 0.02,
  };
  const steady = (value: number) => ({ min: value, median: value, max: value });
  const page = (lcp: { min: number; median: number; max: number }) => ({
    performance: steady(100),
    accessibility: steady(100),
    'best-practices': steady(100),
    seo: steady(100),
    lcp,
    tbt: steady(20),
    cls: steady(0),
  });

  it('gives the lowest, the median and the highest value, whatever their order', () => {
    expect(spread([3520, 1100, 1180])).toEqual({ min: 1100, median: 1180, max: 3520 });
    expect(spread([5])).toEqual({ min: 5, median: 5, max: 5 });
    // An even count: the upper middle value, one a run measured.
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 3, max: 4 });
    expect(() => spread([])).toThrow();
  });

  it('prints the range only when the runs differ', () => {
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    expect(spreadCell({ min: 1100, median: 1180, max: 3520 }, seconds)).toBe('1.18 (1.10–3.52)');
    expect(spreadCell({ min: 1101, median: 1102, max: 1104 }, seconds)).toBe('1.10');
  });

  it('fails on a median over budget, and on a slowest run that paints its largest element late', () => {
    expect(checkBudgets('/hotels', page({ min: 1100, median: 1180, max: 1430 }), budgets)).toEqual([
      "/hotels: the slowest run's LCP 1.43 s > 1.3 s",
    ]);
    expect(checkBudgets('/hotels', page({ min: 1100, median: 3500, max: 3520 }), budgets)).toEqual([
      '/hotels: LCP 3.50 s > 2 s',
      "/hotels: the slowest run's LCP 3.52 s > 1.3 s",
    ]);
    expect(checkBudgets('/', page({ min: 1100, median: 1200, max: 1300 }), budgets)).toEqual([]);
    expect(
      checkBudgets('/', { ...page(steady(1200)), performance: { min: 80, median: 97, max: 100 }, tbt: steady(120) }, budgets),
    ).toEqual(['/: performance 97 < 98', '/: TBT 120 ms > 50 ms', "/: the slowest run's TBT 120 ms > 100 ms"]);
  });

  it('fails when one run blocks for longer than the worst-run TBT budget, even with a median within budget', () => {
    const tbt = (spread: { min: number; median: number; max: number }) => ({ ...page(steady(1200)), tbt: spread });
    expect(checkBudgets('/', tbt({ min: 0, median: 40, max: 100 }), budgets)).toEqual([]);
    expect(checkBudgets('/', tbt({ min: 0, median: 40, max: 130 }), budgets)).toEqual([
      "/: the slowest run's TBT 130 ms > 100 ms",
    ]);
  });
});
