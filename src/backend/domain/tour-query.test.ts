import { describe, expect, it } from 'vitest';
import { sampleTours } from '../../../seed/data/tours';
import { matchesDestination } from './tour-query';

const found = (text: string) => sampleTours.filter((tour) => matchesDestination(tour, text)).map((tour) => tour.id);
const sikkimDelight = sampleTours.find((tour) => tour.name.startsWith('Sikkim Delight'))!;

describe('the place search of the tour list', () => {
  it('matches a tour by its name and places covered, whatever the case', () => {
    expect(found('darj')).toEqual(sampleTours.filter((tour) => tour.name.startsWith('Darjeeling')).map((tour) => tour.id));
    expect(found('  TSOMGO ')).toContain(sikkimDelight.id);
  });

  it("matches its itinerary days' titles and stays, and its excursions: Nathula finds Sikkim Delight", () => {
    expect(found('Nathula')).toEqual([sikkimDelight.id]);
    expect(matchesDestination({ ...sikkimDelight, pricing: undefined }, 'Nathula')).toBe(false);
    expect(found('Mountain View Resort')).toEqual([sikkimDelight.id]);
    expect(found("Tiger's Nest")).toHaveLength(1);
  });

  it('finds nothing for a place no tour goes to, and everything for no text', () => {
    expect(found('Zuluk')).toEqual([]);
    expect(found(' ')).toHaveLength(sampleTours.length);
  });
});
