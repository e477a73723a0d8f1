/** What scripts/bench-reads.mjs loads (through Vite, as TypeScript): one module, one load. */
export { todayCalendarDate } from '../../src/backend/domain/calendar';
export { measureViews } from './measure';
export { compareSizes, formatTable, readsViews, viewRows } from './report';
export { benchAdmin, seedCatalogue } from './seed';
