import type { Traveller } from '@/backend/schemas';
import { limits } from '@/backend/limits';
import { slugIdPattern } from '@/backend/domain/ids';

/**
 * What a traveller chose before booking (on the tour page, the home search or the tour list): the date, adults, each
 * child's age, the children who share a bed and the options. It travels in the address
 * (`?date=2027-10-08&adults=2&children=8,3&shared=2&options=innova,ixb`), so it survives sign-in and sign-up (the
 * guards return to the address they came from) and a shared link.
 */
export interface TripChoice {
  date: string;
  adults: number;
  childAges: number[];
  /** The children, numbered from 1 as the page names them ('Child 2'), who share a bed instead of having their own. */
  sharedBeds: number[];
  options: string[];
}

/** An adult of unknown age, for prices before the booking form asks each traveller's age. */
export const adultAge = 30;

/** The age a child added to the party starts at, on the tour page as in the booking form. */
export const defaultChildAge = 8;

/** Every age a child may be given in the party's selects: under 18, older travellers count as adults. */
export const childAgeChoices = Array.from({ length: limits.childAge + 1 }, (_, years) => years);

/** A child's age as the party's selects read it: 'Under 1', '1 year', '8 years'. */
export const childAgeWords = (years: number) => (years === 0 ? 'Under 1' : `${years} ${years === 1 ? 'year' : 'years'}`);

/** The hint under the party's "Children". */
export const childrenHint = 'Under 18';

/** The party's "Adults" choices beside this many children: from 1 to what the tour's travellers leave. */
export const adultCountChoices = (children: number) =>
  Array.from({ length: limits.tourTravellers - children }, (_, index) => index + 1);

/** The party's "Children" choices beside this many adults: from none to what the tour's travellers leave. */
export const childCountChoices = (adults: number) =>
  Array.from({ length: limits.tourTravellers - adults + 1 }, (_, index) => index);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function boundedCount(text: string | null, min: number, max: number, fallback: number): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** The choice in an address's query; anything malformed is dropped, never an error. */
export function tripChoiceFrom(search: string | URLSearchParams): TripChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const date = params.get('date') ?? '';
  const childAges = (params.get('children') ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map((part) => Number(part))
    .filter((age) => Number.isInteger(age) && age >= 0 && age <= limits.childAge)
    .slice(0, limits.tourTravellers - 1);
  const adults = boundedCount(params.get('adults'), 1, limits.tourTravellers - childAges.length, 2);
  const sharedBeds = [...new Set((params.get('shared') ?? '').split(',').map((part) => Number(part)))]
    .filter((number) => Number.isInteger(number) && number >= 1 && number <= childAges.length)
    .sort((a, b) => a - b);
  const options = [...new Set((params.get('options') ?? '').split(',').filter((id) => slugIdPattern.test(id)))].slice(
    0,
    limits.tourOptions,
  );
  return { date: isoDate.test(date) ? date : '', adults, childAges, sharedBeds, options };
}

/** The query that carries a choice: '?date=…&adults=…' (empty parts left out). */
export function tripChoiceSearch(choice: Partial<TripChoice>): string {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.adults !== undefined) params.set('adults', String(choice.adults));
  if (choice.childAges && choice.childAges.length > 0) params.set('children', choice.childAges.join(','));
  if (choice.sharedBeds && choice.sharedBeds.length > 0) params.set('shared', choice.sharedBeds.join(','));
  if (choice.options && choice.options.length > 0) params.set('options', choice.options.join(','));
  const query = params.toString();
  return query ? `?${query.replaceAll('%2C', ',')}` : '';
}

/** The travellers a choice describes, for a price: adults at an adult's age, children at theirs, with a bed or sharing. */
export function partyOfChoice(
  choice: Pick<TripChoice, 'adults' | 'childAges'> & Partial<Pick<TripChoice, 'sharedBeds'>>,
): Traveller[] {
  return [
    ...Array.from({ length: choice.adults }, () => ({ name: '', age: adultAge, nationality: 'IN' })),
    ...choice.childAges.map((age, index) => ({
      name: '',
      age,
      nationality: 'IN',
      ownBed: !(choice.sharedBeds ?? []).includes(index + 1),
    })),
  ];
}

/** The label of a child's bed choice, the same on the tour page and in the booking form. */
export const sharesBedLabel = (number: number) => `Child ${number} shares a bed (no bed of their own)`;
