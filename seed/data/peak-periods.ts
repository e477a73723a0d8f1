import type { PeakPeriods } from '../../src/backend/schemas';

/**
 * The operator's peak periods as a new project starts with them: the festival weeks and the year's end, when the
 * hills fill with holiday-makers from the plains and hotels and cars cost more. Both days included.
 */
export const samplePeakPeriods: PeakPeriods = {
  periods: [
    { id: 'durga-puja-2026', name: 'Durga Puja 2026', from: '2026-10-15', to: '2026-10-24' },
    { id: 'diwali-2026', name: 'Diwali 2026', from: '2026-11-06', to: '2026-11-11' },
    { id: 'christmas-new-year-2026', name: 'Christmas and New Year 2026-27', from: '2026-12-22', to: '2027-01-02' },
    { id: 'durga-puja-2027', name: 'Durga Puja 2027', from: '2027-10-05', to: '2027-10-14' },
    { id: 'diwali-2027', name: 'Diwali 2027', from: '2027-10-27', to: '2027-11-01' },
    { id: 'christmas-new-year-2027', name: 'Christmas and New Year 2027-28', from: '2027-12-22', to: '2028-01-02' },
  ],
};
