import { describe, expect, it } from 'vitest';
import { samplePermitTypes } from '../../../seed/data/permit-types';
import { sampleTours } from '../../../seed/data/tours';
import { permitTypeSchema, type PermitType } from '../schemas';
import {
  closedDepartures,
  closedPermitDays,
  closedStartDateReason,
  documentsDueDate,
  documentsInWords,
  documentsToBring,
  eligibleFor,
  nationalityMatters,
  nextOpenStartDate,
  tourDocumentsDueDate,
  tourPermitDays,
  travellerBars,
  tripEligibility,
  weekdayOf,
  whoMayNotGo,
} from './permits';

const permits = samplePermitTypes.map((permit) => permitTypeSchema.parse(permit));
const permit = (id: string) => permits.find((candidate) => candidate.id === id)!;

const indian = { name: 'Asha Rai', age: 34, nationality: 'IN' };
const german = { name: 'Lena Vogel', age: 31, nationality: 'DE' };
const infant = { name: 'Mira Rai', age: 1, nationality: 'IN' };

/** Gangtok, Tsomgo Lake and Nathula on day 2, North Sikkim on days 4 and 5 with Gurudongmar on day 5. */
const northSikkimTour = {
  permits: [
    { permitId: 'tsomgo-nathula', day: 2 },
    { permitId: 'north-sikkim', day: 4 },
    { permitId: 'north-sikkim', day: 5 },
    { permitId: 'gurudongmar', day: 5 },
  ],
};

describe('the sample permit types', () => {
  it('are valid permit types', () => {
    expect(permits).toHaveLength(samplePermitTypes.length);
    expect(permit('tsomgo-nathula').closedWeekdays).toEqual([1, 2]);
  });
});

describe('tourPermitDays', () => {
  it('joins the tour permits with their types in day order, leaving out deleted types', () => {
    const tour = {
      permits: [
        { permitId: 'gurudongmar', day: 5 },
        { permitId: 'gone', day: 1 },
        { permitId: 'tsomgo-nathula', day: 2 },
      ],
    };
    expect(tourPermitDays(tour, permits).map(({ day, permit }) => [day, permit.id])).toEqual([
      [2, 'tsomgo-nathula'],
      [5, 'gurudongmar'],
    ]);
    expect(tourPermitDays({}, permits)).toEqual([]);
  });
});

describe('travellerBars (who may not go where)', () => {
  it('lets an Indian adult go everywhere', () => {
    expect(travellerBars(northSikkimTour, permits, indian)).toEqual([]);
  });

  it('bars a foreign national from Nathula and Gurudongmar, with the rule and the note of each permit', () => {
    const bars = travellerBars(northSikkimTour, permits, german);
    expect(bars.map((bar) => [bar.day, bar.place, bar.reason])).toEqual([
      [2, 'Nathula', 'nationality'],
      [5, 'Gurudongmar Lake', 'nationality'],
    ]);
    expect(bars[0]!.rule).toBe('Only nationals of India may go to Nathula.');
    expect(bars[0]!.note).toContain('Foreign nationals can visit Tsomgo Lake and Baba Mandir');
  });

  it('bars an infant from Gurudongmar by age', () => {
    const bars = travellerBars(northSikkimTour, permits, infant);
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ day: 5, place: 'Gurudongmar Lake', reason: 'age' });
    expect(bars[0]!.rule).toBe('Travellers under 2 years old are not taken to Gurudongmar Lake.');
    expect(travellerBars(northSikkimTour, permits, { ...infant, age: 2 })).toEqual([]);
  });

  it('bars nobody from a place when one of its permits that day admits them (ILP or PAP)', () => {
    const arunachal = {
      permits: [
        { permitId: 'arunachal-ilp', day: 3 },
        { permitId: 'arunachal-pap', day: 3 },
      ],
    };
    expect(travellerBars(arunachal, permits, indian)).toEqual([]);
    expect(travellerBars(arunachal, permits, german)).toEqual([]);
    // With the ILP alone, a foreign national may not go.
    expect(travellerBars({ permits: [{ permitId: 'arunachal-ilp', day: 3 }] }, permits, german)).toHaveLength(1);
  });

  it('reads a list of barred nationalities as well as an allow-only list', () => {
    const barred: PermitType = { ...permit('north-sikkim'), excludedNationalities: ['CN', 'PK'] };
    expect(travellerBars({ permits: [{ permitId: barred.id, day: 1 }] }, [barred], german)).toEqual([]);
    const bars = travellerBars({ permits: [{ permitId: barred.id, day: 1 }] }, [barred], { age: 40, nationality: 'CN' });
    expect(bars[0]!.rule).toBe('Nationals of China and Pakistan may not go to North Sikkim.');
    expect(whoMayNotGo(barred)).toEqual(['Nationals of China and Pakistan may not go to North Sikkim.']);
    expect(whoMayNotGo(permit('bhutan-entry'))).toEqual([]);
  });
});

describe('tripEligibility (who may take the trip, beside Book Now)', () => {
  /** Sikkim Delight as the samples have it: Tsomgo on day 2 by either permit, and the Nathula excursion. */
  const sikkimDelight = {
    permits: [
      { permitId: 'tsomgo-nathula', day: 2 },
      { permitId: 'tsomgo-pap', day: 2 },
    ],
  };
  const nathulaExcursion = { name: 'Nathula excursion', permitId: 'tsomgo-nathula' };
  const options = [{ name: 'Private Innova' }, nathulaExcursion];

  it('says what each group brings, and that the Nathula excursion is for Indian nationals only', () => {
    const eligibility = tripEligibility(sikkimDelight, options, permits)!;
    const [indians, others] = eligibility.groups;
    expect(indians).toMatchObject({ who: 'Indian nationals', bars: [], options: [] });
    expect(indians!.documents.map((needed) => needed.permit.id)).toEqual(['tsomgo-nathula']);
    expect(indians!.documents[0]!.idTypes).toEqual(['passport', 'aadhaar', 'voter-id', 'driving-licence']);
    expect(others).toMatchObject({ who: 'Foreign nationals', bars: [] });
    expect(others!.options).toEqual([{ name: 'Nathula excursion', rule: 'Only nationals of India may go to Nathula.' }]);
    // Their permit for the day is the PAP, given with a passport alone.
    expect(others!.documents.map((needed) => [needed.permit.id, needed.idTypes])).toEqual([['tsomgo-pap', ['passport']]]);
    expect(eligibility.rules).toEqual([]);
  });

  it('names the places a foreign national may not go to, and the age limits for everyone', () => {
    const eligibility = tripEligibility(northSikkimTour, [], permits)!;
    const [indians, others] = eligibility.groups;
    expect(indians!.bars).toEqual([]);
    expect(others!.bars.map((bar) => [bar.day, bar.place, bar.rule])).toEqual([
      [2, 'Nathula', 'Only nationals of India may go to Nathula.'],
      [5, 'Gurudongmar Lake', 'Only nationals of India may go to Gurudongmar Lake.'],
    ]);
    // The North Sikkim permit admits them: they bring a passport for it.
    expect(others!.documents.map((needed) => needed.permit.id)).toEqual(['north-sikkim']);
    expect(eligibility.rules).toEqual(['Travellers under 2 years old are not taken to Gurudongmar Lake.']);
  });

  it('says a list of barred nationalities as the permit has it', () => {
    const barred: PermitType = { ...permit('north-sikkim'), excludedNationalities: ['CN', 'PK'] };
    const eligibility = tripEligibility({ permits: [{ permitId: barred.id, day: 1 }] }, [], [barred])!;
    expect(eligibility.groups[1]!.bars).toEqual([]);
    expect(eligibility.rules).toEqual(['Nationals of China and Pakistan may not go to North Sikkim.']);
  });

  it('gives the documents of Bhutan by nationality', () => {
    const [indians, others] = tripEligibility({ permits: [{ permitId: 'bhutan-entry', day: 1 }] }, [], permits)!.groups;
    expect(indians!.documents[0]!.idTypes).toEqual(['passport', 'voter-id']);
    expect(others!.documents[0]!.idTypes).toEqual(['passport']);
  });

  it('gives the documents of Nepal by nationality: a passport or voter ID for Indians, a passport for the rest', () => {
    const nepal = sampleTours.find((tour) => tour.id === 'nepal-adventure')!;
    const eligibility = tripEligibility(nepal, [], permits)!;
    const [indians, others] = eligibility.groups;
    expect(indians!.documents.map((needed) => [needed.permit.name, needed.idTypes])).toEqual([
      ['Nepal entry permit', ['passport', 'voter-id']],
    ]);
    expect(others!.documents.map((needed) => needed.idTypes)).toEqual([['passport']]);
    expect(others!.bars).toEqual([]);
    expect(eligibility.rules).toEqual([]);
  });

  it('has nothing to say of a trip without permits', () => {
    expect(tripEligibility({}, [{ name: 'Private Innova' }], permits)).toBeNull();
    // An option naming a permit the operator has deleted says nothing either.
    expect(tripEligibility({}, [{ name: 'Old excursion', permitId: 'gone' }], permits)).toBeNull();
  });
});

describe('nationalityMatters (whether a request asks each nationality)', () => {
  const withAll = (idTypes: PermitType['documents']['idTypes']): PermitType => ({
    ...permit('north-sikkim'),
    id: 'open-to-all',
    documents: { idTypes, photo: false },
  });

  it('is true when a permit of the trip bars some nationals, on its days or through an option', () => {
    expect(nationalityMatters({ permits: [{ permitId: 'gurudongmar', day: 5 }] }, [], permits)).toBe(true);
    expect(nationalityMatters({}, [{ permitId: 'tsomgo-nathula' }], permits)).toBe(true);
  });

  it('is true when a permit takes other IDs from foreign nationals (Bhutan: no voter ID card)', () => {
    expect(nationalityMatters({ permits: [{ permitId: 'bhutan-entry', day: 1 }] }, [], permits)).toBe(true);
  });

  it('is false for a trip without permits, or whose permits admit everyone with the same IDs', () => {
    expect(nationalityMatters({}, [{}], permits)).toBe(false);
    expect(nationalityMatters({ permits: [{ permitId: 'open-to-all', day: 1 }] }, [], [withAll(['passport'])])).toBe(false);
    expect(nationalityMatters({ permits: [{ permitId: 'open-to-all', day: 1 }] }, [], [withAll(['passport', 'aadhaar'])])).toBe(
      true,
    );
  });
});

describe('eligibleFor (an option that needs a permit)', () => {
  const option = { permitId: 'tsomgo-nathula' };
  it('keeps the travellers the permit admits, or says the rule when it admits nobody', () => {
    expect(eligibleFor(option, [indian, german], permits)).toEqual({ party: [indian], rule: null });
    expect(eligibleFor(option, [german], permits)).toEqual({ party: [], rule: 'Only nationals of India may go to Nathula.' });
    expect(eligibleFor({}, [german], permits)).toEqual({ party: null, rule: null });
  });
});

describe('closed weekdays', () => {
  it('knows the weekday of a date (Sunday is 0)', () => {
    expect(weekdayOf('2027-03-14')).toBe(0);
    expect(weekdayOf('2027-03-15')).toBe(1);
  });

  it('refuses a start date that puts the Nathula day on a Monday, and says why', () => {
    // 2027-03-14 is a Sunday: day 2 is Monday 15 March.
    expect(closedPermitDays(northSikkimTour, permits, '2027-03-14')).toMatchObject([
      { day: 2, date: '2027-03-15', weekday: 1, permit: { id: 'tsomgo-nathula' } },
    ]);
    expect(closedStartDateReason(northSikkimTour, permits, '2027-03-14')).toBe(
      'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.',
    );
    expect(closedStartDateReason(northSikkimTour, permits, '2027-03-15')).toBe(
      'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Tuesday.',
    );
  });

  it('accepts the other start dates, and a tour without permits any day', () => {
    expect(closedStartDateReason(northSikkimTour, permits, '2027-03-16')).toBeNull();
    expect(closedStartDateReason({}, permits, '2027-03-14')).toBeNull();
    expect(closedStartDateReason(northSikkimTour, permits, 'not a date')).toBeNull();
  });

  it('lists the fixed departures that would put a permit day on a closed weekday', () => {
    const tour = { ...northSikkimTour, departures: { '2027-03-16': 10, '2027-03-14': 10, '2027-03-15': 8 } };
    expect(closedDepartures(tour, permits).map(({ date, closed }) => [date, closed.map((day) => day.reason)])).toEqual([
      ['2027-03-14', ['Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.']],
      ['2027-03-15', ['Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Tuesday.']],
    ]);
  });

  it('finds the next date the trip can start', () => {
    expect(nextOpenStartDate(northSikkimTour, permits, '2027-03-14')).toBe('2027-03-16');
    expect(nextOpenStartDate(northSikkimTour, permits, '2027-03-17')).toBe('2027-03-17');
    const alwaysClosed = { ...permit('tsomgo-nathula'), closedWeekdays: [0, 1, 2, 3, 4, 5, 6] };
    expect(nextOpenStartDate(northSikkimTour, [alwaysClosed], '2027-03-14')).toBeNull();
  });
});

describe('documents', () => {
  it('are due the permit’s days before the trip starts', () => {
    expect(documentsDueDate(permit('tsomgo-nathula'), '2027-03-16')).toBe('2027-03-13');
    expect(documentsDueDate(permit('bhutan-entry'), '2027-03-01')).toBe('2027-02-22');
    expect(
      tourDocumentsDueDate(
        {
          permits: [
            { permitId: 'bhutan-entry', day: 1 },
            { permitId: 'tsomgo-nathula', day: 4 },
          ],
        },
        permits,
        '2027-03-16',
      ),
    ).toBe('2027-03-09');
    expect(tourDocumentsDueDate({}, permits, '2027-03-16')).toBeNull();
  });

  it('lists what each traveller must bring per permit, only for the places they may go', () => {
    const forAsha = documentsToBring(northSikkimTour, permits, indian, '2027-03-16');
    expect(forAsha.map((needed) => [needed.permit.id, needed.days, needed.idTypes, needed.photo, needed.dueDate])).toEqual([
      ['tsomgo-nathula', [2], ['passport', 'aadhaar', 'voter-id', 'driving-licence'], true, '2027-03-13'],
      ['north-sikkim', [4, 5], ['passport', 'aadhaar', 'voter-id', 'driving-licence'], true, '2027-03-13'],
      ['gurudongmar', [5], ['passport', 'aadhaar', 'voter-id', 'driving-licence'], true, '2027-03-13'],
    ]);
    // A foreign national gives a passport (Indian IDs are for Indians), and nothing for the places they may not go.
    const forLena = documentsToBring(northSikkimTour, permits, german);
    expect(forLena.map((needed) => [needed.permit.id, needed.idTypes, needed.dueDate])).toEqual([
      ['north-sikkim', ['passport'], null],
    ]);
  });

  it("asks a foreign national on the Tsomgo day for the PAP's passport, Indian visa and photo, and an Indian for the other permit", () => {
    const sikkimDelight = {
      permits: [
        { permitId: 'tsomgo-nathula', day: 2 },
        { permitId: 'tsomgo-pap', day: 2 },
      ],
    };
    const forLena = documentsToBring(sikkimDelight, permits, german, '2027-03-16');
    expect(forLena.map((needed) => [needed.permit.id, needed.idTypes, needed.photo, needed.visa, needed.dueDate])).toEqual([
      ['tsomgo-pap', ['passport'], true, true, '2027-03-09'],
    ]);
    expect(travellerBars(sikkimDelight, permits, german)).toEqual([]);
    expect(documentsToBring(sikkimDelight, permits, indian).map((needed) => [needed.permit.id, needed.visa])).toEqual([
      ['tsomgo-nathula', false],
    ]);
    // A permit for everyone that asks for the visa asks it of foreign nationals only (North Sikkim's).
    const northSikkim = { permits: [{ permitId: 'north-sikkim', day: 3 }] };
    expect(documentsToBring(northSikkim, permits, indian)[0]?.visa).toBe(false);
    expect(documentsToBring(northSikkim, permits, german)[0]?.visa).toBe(true);
    // Nathula itself (a day or an excursion that names only it) stays closed to foreign nationals.
    expect(travellerBars({ permits: [{ permitId: 'tsomgo-nathula', day: 2 }] }, permits, german)).toHaveLength(1);
  });

  it('takes, of alternatives, the permit that admits the traveller', () => {
    const arunachal = {
      permits: [
        { permitId: 'arunachal-ilp', day: 3 },
        { permitId: 'arunachal-pap', day: 3 },
      ],
    };
    expect(documentsToBring(arunachal, permits, indian).map((needed) => needed.permit.id)).toEqual(['arunachal-ilp']);
    expect(documentsToBring(arunachal, permits, german).map((needed) => needed.permit.id)).toEqual(['arunachal-pap']);
  });

  it('says the documents in words', () => {
    expect(documentsInWords({ idTypes: ['passport', 'voter-id'], photo: true })).toBe(
      'A passport or a voter ID card, and a passport-size photo.',
    );
    expect(documentsInWords({ idTypes: ['aadhaar'], photo: false })).toBe('An Aadhaar card.');
    expect(documentsInWords({ idTypes: ['passport'], photo: true, visa: true })).toBe(
      'A passport, a copy of the Indian visa, and a passport-size photo.',
    );
    expect(documentsInWords({ idTypes: ['passport'], photo: false, visa: true })).toBe(
      'A passport, and a copy of the Indian visa.',
    );
    expect(documentsInWords({ idTypes: [], photo: false })).toBe('');
  });
});
