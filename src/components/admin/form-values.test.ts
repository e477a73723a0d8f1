import { isImageAddress, isPriceText, joinList, parsePrice, splitList } from './form-values';

describe('parsePrice', () => {
  it.each([
    ['125000', 125000],
    ['18500.50', 18500.5],
    ['₹1,25,000', 125000],
    [' 4500 ', 4500],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    ['-500', 0],
    ['Infinity', 0],
  ])('%j -> %d', (text, price) => {
    expect(parsePrice(text)).toBe(price);
  });
});

describe('isPriceText', () => {
  it('accepts prices as operators type them', () => {
    expect(isPriceText('8500')).toBe(true);
    expect(isPriceText('₹ 12,000')).toBe(true);
    expect(isPriceText('99.5')).toBe(true);
  });
  it('rejects anything else', () => {
    expect(isPriceText('')).toBe(false);
    expect(isPriceText('eight thousand')).toBe(false);
    expect(isPriceText('-1')).toBe(false);
  });
});

describe('splitList', () => {
  it('splits on commas and trims each item', () => {
    expect(splitList(' Gangtok,Pelling ,  Lachung ')).toEqual(['Gangtok', 'Pelling', 'Lachung']);
  });
  it('drops empty items', () => {
    expect(splitList('Gangtok,, ,Pelling,')).toEqual(['Gangtok', 'Pelling']);
    expect(splitList(' , ')).toEqual([]);
  });
  it('round-trips with joinList', () => {
    expect(splitList(joinList(['Tsomgo Lake', 'Baba Mandir']))).toEqual(['Tsomgo Lake', 'Baba Mandir']);
  });
});

describe('isImageAddress', () => {
  it.each([
    ['https://example.com/a.webp', true],
    ['http://example.com/a.jpg', true],
    ['/images/tours/sikkim-delight.webp', true],
    ['//evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['not a url', false],
  ])('%s -> %s', (text, ok) => {
    expect(isImageAddress(text)).toBe(ok);
  });
});
