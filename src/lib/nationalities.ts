import { countryName } from '@/backend/domain/permits';

/**
 * Nationalities the booking form offers, as ISO 3166-1 alpha-2 codes named in English by the browser. India and its
 * neighbours first (they decide which permits a traveller may hold), then the countries most of the operator's
 * foreign guests come from, then the rest alphabetically by name.
 */
const first = ['IN', 'NP', 'BT', 'BD'];
const others = (
  'AE AR AT AU BE BR CA CH CL CN CZ DE DK EG ES FI FR GB GR HK ID IE IL IT JP KE KR LK MM MV MX MY NG NL NO NZ PH PK PL PT ' +
  'QA RU SA SE SG TH TR TW UA US VN ZA'
).split(' ');

export { countryName };

/** The codes in the order the form lists them. */
export function nationalityCodes(): string[] {
  return [...first, ...others.sort((a, b) => countryName(a).localeCompare(countryName(b)))];
}
