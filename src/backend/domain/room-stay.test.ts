import { asterProfile, asterRooms } from '../../../seed/data';
import { addDays, todayCalendarDate } from './calendar';
import { defaultTaxRules } from './gst/booking-tax';
import {
  minimumStayFrom,
  nightsBetween,
  previewRoomStay,
  priceRoomStay,
  priceStay,
  stayBreakdown,
  stayCalendarProblem,
  stayProblem,
  withRoomTax,
} from './room-stay';
import { seasonLabels, seasonOf, seasonRangeProblems } from './seasons';

const seasons = asterProfile.seasons;
const isSeason = (date: string) => seasonOf(date, seasons) === 'season';
const roomRateFor = (room: (typeof asterRooms)[number], plan: 'ep' | 'cp' | 'map', date: string) =>
  room.rates[seasonOf(date, seasons)][plan];
const stayTotal = (room: (typeof asterRooms)[number], plan: 'ep' | 'cp' | 'map', checkIn: string, checkOut: string) =>
  priceStay(room.rates, plan, checkIn, checkOut, seasons).total;

const deluxeDouble = asterRooms.find((room) => room.name === 'Deluxe Double')!;
const familyRoom = asterRooms.find((room) => room.name === 'Family Room (5 Pax)')!;

describe('nightsBetween', () => {
  it('counts the nights of a stay', () => {
    expect(nightsBetween('2027-04-10', '2027-04-12')).toBe(2);
    expect(nightsBetween('2027-04-10', '2027-04-11')).toBe(1);
  });

  it('counts across months, years and a leap day', () => {
    expect(nightsBetween('2027-12-30', '2028-01-02')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('rejects a same-day check-out', () => {
    expect(() => nightsBetween('2027-04-10', '2027-04-10')).toThrow('Check-out date must be after the check-in date.');
  });

  it('rejects a check-out before the check-in', () => {
    expect(() => nightsBetween('2027-04-12', '2027-04-10')).toThrow(RangeError);
  });

  it('rejects dates that do not exist', () => {
    expect(() => nightsBetween('2027-02-30', '2027-03-02')).toThrow(RangeError);
    expect(() => nightsBetween('', '2027-03-02')).toThrow(RangeError);
  });
});

describe('isSeason', () => {
  it.each([
    ['2027-02-28', false],
    ['2027-03-01', true],
    ['2027-06-30', true],
    ['2027-07-01', false],
    ['2027-09-30', false],
    ['2027-10-01', true],
    ['2027-12-31', true],
    ['2028-01-01', false],
  ])('%s -> season %s', (date, expected) => {
    expect(isSeason(date)).toBe(expected);
  });
});

describe('roomRateFor', () => {
  it('uses the season column in season and the off-season column otherwise', () => {
    expect(roomRateFor(familyRoom, 'map', '2027-05-01')).toBe(5000);
    expect(roomRateFor(familyRoom, 'map', '2027-08-01')).toBe(4500);
    expect(roomRateFor(deluxeDouble, 'ep', '2027-11-15')).toBe(1500);
    expect(roomRateFor(deluxeDouble, 'cp', '2027-01-15')).toBe(1500);
  });
});

describe('stayTotal', () => {
  it('multiplies the nightly rate when the whole stay is in one season', () => {
    expect(stayTotal(deluxeDouble, 'cp', '2027-04-10', '2027-04-12')).toBe(2 * 1800);
    expect(stayTotal(deluxeDouble, 'cp', '2027-08-10', '2027-08-13')).toBe(3 * 1500);
  });

  it('prices a stay that crosses a season boundary night by night', () => {
    // Nights of 29 and 30 June are season (2200), the night of 1 July is off-season (2000).
    expect(stayTotal(deluxeDouble, 'map', '2027-06-29', '2027-07-02')).toBe(2200 + 2200 + 2000);
    expect(stayBreakdown(deluxeDouble.rates, 'map', '2027-06-29', '2027-07-02', seasons)).toEqual([
      { season: 'season', rate: 2200, nights: 2, amount: 4400 },
      { season: 'offSeason', rate: 2000, nights: 1, amount: 2000 },
    ]);
  });

  it('prices the check-out day as no night at all', () => {
    // Checking out on 1 March: the one night is 28 February, off-season.
    expect(stayTotal(familyRoom, 'ep', '2027-02-28', '2027-03-01')).toBe(2700);
  });

  it('crosses the new year into the off-season', () => {
    expect(stayTotal(familyRoom, 'cp', '2027-12-31', '2028-01-02')).toBe(4000 + 3700);
  });

  it('refuses a same-day stay', () => {
    expect(() => stayTotal(familyRoom, 'cp', '2027-12-31', '2027-12-31')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('gives the local calendar date and adds days across a month end', () => {
    expect(todayCalendarDate(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
  });
});

describe('priceStay', () => {
  it('counts the season and off-season nights of the total', () => {
    expect(priceStay(deluxeDouble.rates, 'map', '2027-06-29', '2027-07-02', seasons)).toEqual({
      nights: 3,
      seasonNights: 2,
      offSeasonNights: 1,
      total: 6400,
    });
  });
});

describe('stayProblem', () => {
  it('allows 1 to 30 nights', () => {
    expect(stayProblem('2027-04-10', '2027-04-11')).toBeNull();
    expect(stayProblem('2027-04-10', '2027-05-10')).toBeNull();
    expect(stayProblem('2027-04-10', '2027-05-11')).toMatch(/more than 30 nights/);
    expect(stayProblem('2027-04-10', '2027-04-10')).toBe('Check-out date must be after the check-in date.');
  });
});

describe('season ranges', () => {
  it("labels the spec's season as the page always said it", () => {
    expect(seasonLabels(seasons)).toEqual({
      season: 'March to June and October to December',
      offSeason: 'January, February and July to September',
    });
    expect(seasonLabels([{ from: '04-15', to: '06-15' }])).toEqual({
      season: '15 April to 15 June',
      offSeason: '1 January to 14 April and 16 June to 31 December',
    });
  });

  it('finds reversed and overlapping ranges, each on the range to fix', () => {
    expect(seasonRangeProblems(seasons)).toEqual([]);
    const [reversed] = seasonRangeProblems([{ from: '06-30', to: '03-01' }]);
    expect(reversed?.index).toBe(0);
    expect(reversed?.message).toMatch(/end on or after/);
    expect(
      seasonRangeProblems([
        { from: '03-01', to: '06-30' },
        { from: '06-30', to: '07-15' },
      ]),
    ).toEqual([{ index: 1, message: 'This range overlaps season range 1.' }]);
  });
});

describe('previewRoomStay', () => {
  const calendar = {
    seasons,
    periods: [],
    closed: [{ id: 'works', from: '2027-06-01', to: '2027-06-03', reason: 'Annual maintenance' }],
  };
  const two = { adults: 2, children: 0, rooms: 1 };

  it('waits for two dates in order', () => {
    expect(previewRoomStay(deluxeDouble, 'cp', two, '2027-04-10', '', calendar)).toBeNull();
    expect(previewRoomStay(deluxeDouble, 'cp', two, '2027-04-12', '2027-04-10', calendar)).toBeNull();
  });

  it('prices the stay as placeBooking does', () => {
    const preview = previewRoomStay(deluxeDouble, 'map', two, '2027-04-10', '2027-04-13', calendar);
    expect(preview).toEqual({ stay: priceRoomStay(deluxeDouble, 'map', two, '2027-04-10', '2027-04-13', calendar) });
  });

  it('says why a stay cannot be booked: a closed night, or a party the rooms do not take', () => {
    const problem = (preview: ReturnType<typeof previewRoomStay>) => (preview && 'problem' in preview ? preview.problem : '');
    expect(problem(previewRoomStay(deluxeDouble, 'cp', two, '2027-05-31', '2027-06-02', calendar))).toContain(
      'Annual maintenance',
    );
    expect(problem(previewRoomStay(deluxeDouble, 'cp', { ...two, adults: 4 }, '2027-04-10', '2027-04-12', calendar))).toContain(
      'please book 2 rooms',
    );
  });
});

describe('withRoomTax', () => {
  // A suite whose MAP night is ₹7,500 off-season and ₹7,501 in season (from 1 October); room only, under ₹7,000.
  const suite = {
    ...deluxeDouble,
    rates: { season: { ep: 6900, cp: 7300, map: 7501 }, offSeason: { ep: 6000, cp: 7000, map: 7500 } },
    periodRates: {},
  };
  const calendar = { seasons: [{ from: '10-01', to: '12-31' }] };
  const two = { adults: 2, children: 0, rooms: 1 };
  const stay = (plan: 'ep' | 'map', rooms = 1) =>
    priceRoomStay(suite, plan, { ...two, rooms, adults: 2 * rooms }, '2027-09-29', '2027-10-02', calendar);

  it('taxes each night at its own slab: ₹7,500 at 5%, ₹7,501 at 18%, always CGST + SGST in Sikkim', () => {
    const taxed = withRoomTax(stay('map'), 'Suite, Hotel Aster', defaultTaxRules);
    // 2 nights at 7,500 (15,000 at 5%: 375 + 375) and 1 at 7,501 (18%: 675.09 each half, 675 + 675).
    expect(taxed.lines.filter((line) => line.kind === 'tax')).toEqual([
      { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹15,000', amount: 750 },
      { kind: 'tax', label: 'GST 18% (CGST 9% + SGST 9%)', detail: 'on ₹7,501', amount: 1350 },
    ]);
    expect(taxed.total).toBe(22_501 + 750 + 1350);
    expect(taxed.tax).toBe(2100);
  });

  it('reads the slab per room, and leaves the meals out where the settings say they do not count', () => {
    const perRoom = withRoomTax(stay('map', 2), 'Suite, Hotel Aster', defaultTaxRules);
    expect(perRoom.lines.filter((line) => line.kind === 'tax').map((line) => line.detail)).toEqual(['on ₹30,000', 'on ₹15,002']);
    const roomOnly = { ...defaultTaxRules, room: { ...defaultTaxRules.room, mealsCount: false } };
    const taxed = withRoomTax(stay('map'), 'Suite, Hotel Aster', roomOnly);
    expect(taxed.lines.filter((line) => line.kind === 'tax')).toEqual([
      { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹22,501', amount: 1126 },
    ]);
  });

  it('adds nothing while the operator is not registered for GST', () => {
    const taxed = withRoomTax(stay('ep'), 'Suite, Hotel Aster', null);
    expect(taxed.lines.some((line) => line.kind === 'tax')).toBe(false);
    expect(taxed).toMatchObject({ total: 6000 * 2 + 6900, tax: 0 });
  });
});

describe('minimumStayFrom', () => {
  const calendar = {
    seasons: [],
    periods: [
      { id: 'new-year', name: 'New Year', ranges: [{ from: '12-30', to: '01-02' }], minNights: 2 },
      { id: 'puja', name: 'Durga Puja', ranges: [{ from: '2031-10-10', to: '2031-10-12' }], minNights: 3 },
      { id: 'festival', name: 'Festival', ranges: [{ from: '2031-10-13', to: '2031-10-13' }], minNights: 5 },
    ],
  };

  it('is the longest minimum of the nights the shortest stay takes, growing with the nights it adds', () => {
    expect(minimumStayFrom('2031-12-29', calendar)).toBe(1);
    expect(minimumStayFrom('2031-12-31', calendar)).toBe(2);
    expect(minimumStayFrom('2032-01-02', calendar)).toBe(2);
    expect(minimumStayFrom('2031-10-09', calendar)).toBe(1);
    // Three nights of the Puja reach the Festival's night, which asks five.
    expect(minimumStayFrom('2031-10-11', calendar)).toBe(5);
    expect(minimumStayFrom('2031-06-01', {})).toBe(1);
  });

  it('is the stay the booking takes and one night fewer is refused', () => {
    for (const checkIn of ['2031-12-29', '2031-12-30', '2032-01-01', '2031-10-10', '2031-10-11', '2031-10-13']) {
      const nights = minimumStayFrom(checkIn, calendar);
      expect(stayCalendarProblem(checkIn, addDays(checkIn, nights), calendar)).toBeNull();
      if (nights > 1) expect(stayCalendarProblem(checkIn, addDays(checkIn, nights - 1), calendar)).toMatch(/at least/);
    }
  });
});
