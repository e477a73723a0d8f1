// Types of bench-stats.mjs, which bench.mjs runs as plain JavaScript, for its TypeScript test.
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface Budgets {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  lcpWorstMs: number;
  tbtMs: number;
  tbtWorstMs: number;
  cls: number;
}

export type PageStats = Record<'performance' | 'accessibility' | 'best-practices' | 'seo' | 'lcp' | 'tbt' | 'cls', Spread>;

export function spread(values: readonly number[]): Spread;
export function spreadCell(range: Spread, format: (value: number) => string): string;
export function checkBudgets(path: string, stats: PageStats, budgets: Budgets): string[];
