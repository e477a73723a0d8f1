import type { PermitType } from '../../src/backend/schemas';

/**
 * The permits a Gangtok operator files for its guests, as a new project starts with them. The rules are the
 * permit offices' and change by the season: the operator keeps them up to date in the admin.
 */
export const samplePermitTypes: PermitType[] = [
  {
    id: 'tsomgo-nathula',
    name: 'Tsomgo Lake & Nathula protected area permit',
    place: 'Nathula',
    areaPlaces: ['Tsomgo', 'Changu', 'Baba Mandir', 'Nathu La'],
    documents: { idTypes: ['passport', 'aadhaar', 'voter-id', 'driving-licence'], photo: true },
    excludedNationalities: { allowOnly: ['IN'] },
    closedWeekdays: [1, 2],
    documentsDueDaysBefore: 3,
    note:
      'Foreign nationals can visit Tsomgo Lake and Baba Mandir with a separate protected area permit (PAP), which we apply ' +
      'for with a copy of the passport and Indian visa; it is issued to groups of at least two foreign nationals.',
  },
  {
    // The same day's permit for foreign nationals: a permit for the same place on the same day is an alternative, so
    // a foreign traveller is asked for this one's documents and an Indian for the other's. It does not open Nathula
    // itself (areaPlaces): a day or an excursion there still needs the permit above, which foreign nationals may not have.
    id: 'tsomgo-pap',
    name: 'Tsomgo Lake & Baba Mandir protected area permit (PAP) for foreign nationals',
    place: 'Nathula',
    areaPlaces: ['Tsomgo', 'Changu', 'Baba Mandir'],
    documents: { idTypes: ['passport'], photo: true, visa: true },
    excludedNationalities: ['IN'],
    closedWeekdays: [],
    documentsDueDaysBefore: 7,
    note:
      'For foreign nationals, issued to groups of at least two travelling together. We apply for it with your passport and ' +
      'a copy of your Indian visa, which My bookings asks for with the passport. Nathula itself stays closed to foreign ' +
      'nationals.',
  },
  {
    id: 'north-sikkim',
    name: 'North Sikkim permit (Lachung, Lachen, Yumthang)',
    place: 'North Sikkim',
    areaPlaces: ['Lachung', 'Lachen', 'Yumthang', 'Zero Point', 'Gurudongmar', 'Chopta Valley', 'Thangu'],
    documents: { idTypes: ['passport', 'aadhaar', 'voter-id', 'driving-licence'], photo: true, visa: true },
    excludedNationalities: [],
    closedWeekdays: [],
    documentsDueDaysBefore: 3,
    note:
      'Indian nationals need a photo ID and a passport-size photo. Foreign nationals need a protected area permit (PAP), ' +
      'issued only to groups of at least two foreign nationals travelling together, with a copy of the passport and Indian ' +
      'visa. Roads close after heavy snow or landslides: we will offer another day or a refund for that part of the trip.',
  },
  {
    id: 'gurudongmar',
    name: 'Gurudongmar Lake permit',
    place: 'Gurudongmar Lake',
    areaPlaces: ['Gurudongmar'],
    documents: { idTypes: ['passport', 'aadhaar', 'voter-id', 'driving-licence'], photo: true },
    excludedNationalities: { allowOnly: ['IN'] },
    minimumAge: 2,
    closedWeekdays: [],
    documentsDueDaysBefore: 3,
    note:
      'Gurudongmar Lake lies at 5,430 m, where the air holds half the oxygen of the plains. We do not take infants under 2 ' +
      'there, and foreign nationals may not go. They stay in Lachen that morning, warm and with someone from our team, and ' +
      'rejoin the group for lunch; the rest of the trip is the same.',
  },
  {
    id: 'bhutan-entry',
    name: 'Bhutan entry permit',
    place: 'Bhutan',
    documents: { idTypes: ['passport', 'voter-id'], photo: true },
    excludedNationalities: [],
    closedWeekdays: [],
    documentsDueDaysBefore: 7,
    note:
      'Indian nationals enter Bhutan with a passport or a voter ID card (an Aadhaar card is not accepted); children under 18 ' +
      'may bring a birth certificate and travel with a parent. Other nationalities need a Bhutan visa, which we apply for ' +
      'with the passport at least 30 days before the trip.',
  },
  {
    id: 'nepal-entry',
    name: 'Nepal entry permit',
    place: 'Nepal',
    documents: { idTypes: ['passport', 'voter-id'], photo: true },
    excludedNationalities: [],
    closedWeekdays: [],
    documentsDueDaysBefore: 7,
    note:
      'Indian nationals enter Nepal with a passport or a voter ID card (an Aadhaar card is not accepted); children under ' +
      '18 may bring a school ID or birth certificate and travel with a parent. Other nationalities need a passport valid ' +
      'for six months and a Nepal visa, which is issued on arrival at Kathmandu airport for a fee in US dollars.',
  },
  {
    id: 'arunachal-ilp',
    name: 'Arunachal Pradesh inner line permit (ILP)',
    place: 'Arunachal Pradesh',
    documents: { idTypes: ['passport', 'aadhaar', 'voter-id', 'driving-licence'], photo: true },
    excludedNationalities: { allowOnly: ['IN'] },
    closedWeekdays: [],
    documentsDueDaysBefore: 5,
    note: 'For Indian nationals. Foreign nationals need the protected area permit (PAP) for Arunachal instead, which we also arrange.',
  },
  {
    id: 'arunachal-pap',
    name: 'Arunachal Pradesh protected area permit (PAP)',
    place: 'Arunachal Pradesh',
    documents: { idTypes: ['passport'], photo: true, visa: true },
    excludedNationalities: ['IN'],
    closedWeekdays: [],
    documentsDueDaysBefore: 10,
    note:
      'For foreign nationals, issued to groups of at least two travelling together, with a copy of the passport and Indian ' +
      'visa. Indian nationals need the inner line permit (ILP) instead.',
  },
];
