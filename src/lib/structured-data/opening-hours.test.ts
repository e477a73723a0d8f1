import { openingHoursOf } from './opening-hours';

describe('openingHoursOf', () => {
  it.each([
    ['Monday to Saturday, 10 AM to 6 PM IST', 'Mo-Sa 10:00-18:00'],
    ['Mon - Fri, 9:30 am to 5:30 pm', 'Mo-Fr 09:30-17:30'],
    ['Monday to Sunday 12 AM to 11:59 PM', 'Mo-Su 00:00-23:59'],
    ['Tuesday–Saturday, 08:00–20:00', 'Tu-Sa 08:00-20:00'],
  ])('reads %j as %j', (text, expected) => {
    expect(openingHoursOf(text)).toBe(expected);
  });

  it.each([
    'Every day, all day',
    'Monday to Saturday, 10 to 6',
    'Moonday to Saturday, 10 AM to 6 PM',
    'Monday to Saturday, 13 PM to 6 PM',
    '',
  ])('says nothing about %j', (text) => {
    expect(openingHoursOf(text)).toBeUndefined();
  });
});
