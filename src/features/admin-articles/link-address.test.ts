import { toLinkAddress } from './link-address';

describe('toLinkAddress', () => {
  it.each([
    ['https://www.sikkimtourism.gov.in', 'https://www.sikkimtourism.gov.in'],
    ['www.example.com/permits', 'https://www.example.com/permits'],
    ['/hotels', '/hotels'],
    ['#best-season', '#best-season'],
    ['mailto:hello@himalayanaster.in', 'mailto:hello@himalayanaster.in'],
    ['tel:+919832012345', 'tel:+919832012345'],
  ])('%s -> %s', (text, address) => {
    expect(toLinkAddress(text)).toBe(address);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a link',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/path\\..\\x',
    'localhost',
  ])('refuses %j', (text) => {
    expect(toLinkAddress(text)).toBeNull();
  });
});
