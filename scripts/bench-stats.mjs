/**
 * The figures `npm run bench` prints for a page from its Lighthouse runs: each metric's lowest, middle and highest
 * value, so that a page which is fast in two runs and slow in the third shows it instead of hiding behind a median.
 */

/**
 * Lowest, median and highest of `values`. The median of an even count is the upper middle value, a value one of
 * the runs really measured (the budgets have always been checked on that one).
 * @param {readonly number[]} values
 * @returns {{ min: number, median: number, max: number }}
 */
export function spread(values) {
  if (values.length === 0) throw new Error('spread() needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

/**
 * One table cell: the median, then the range when the runs differ (`1.13 (1.10–3.52)`), each value through `format`.
 * @param {{ min: number, median: number, max: number }} range
 * @param {(value: number) => string} format
 */
export function spreadCell(range, format) {
  const [min, median, max] = [range.min, range.median, range.max].map(format);
  return min === max ? median : `${median} (${min}–${max})`;
}

/**
 * The budget lines for one page: a failure when a median misses its budget, when the slowest run misses the worst-run
 * TBT budget (a page that blocks a tap for a long moment in one load of five is not a page that answers taps) or when
 * the slowest run paints its largest element later than the worst-run LCP budget (every load, not most of them).
 * @param {string} path
 * @param {Record<string, { min: number, median: number, max: number }>} stats keyed as the budgets are
 * @param {{ performance: number, accessibility: number, 'best-practices': number, seo: number, lcpMs: number, lcpWorstMs: number, tbtMs: number, tbtWorstMs: number, cls: number }} budgets
 * @returns {string[]} the failures
 */
export function checkBudgets(path, stats, budgets) {
  const failures = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (stats[key].median < budgets[key]) failures.push(`${path}: ${key} ${stats[key].median.toFixed(0)} < ${budgets[key]}`);
  }
  const s = (ms) => (ms / 1000).toFixed(2);
  if (stats.lcp.median > budgets.lcpMs) failures.push(`${path}: LCP ${s(stats.lcp.median)} s > ${budgets.lcpMs / 1000} s`);
  if (stats.lcp.max > budgets.lcpWorstMs)
    failures.push(`${path}: the slowest run's LCP ${s(stats.lcp.max)} s > ${budgets.lcpWorstMs / 1000} s`);
  if (stats.tbt.median > budgets.tbtMs) failures.push(`${path}: TBT ${stats.tbt.median.toFixed(0)} ms > ${budgets.tbtMs} ms`);
  if (stats.tbt.max > budgets.tbtWorstMs)
    failures.push(`${path}: the slowest run's TBT ${stats.tbt.max.toFixed(0)} ms > ${budgets.tbtWorstMs} ms`);
  if (stats.cls.median > budgets.cls) failures.push(`${path}: CLS ${stats.cls.median.toFixed(3)} > ${budgets.cls}`);
  return failures;
}
