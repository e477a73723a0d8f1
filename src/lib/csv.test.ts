import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Pema Bhutia')).toBe('Pema Bhutia');
    expect(csvField(37000)).toBe('37000');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Gangtok, Sikkim')).toBe('"Gangtok, Sikkim"');
    expect(csvField('The "Aster" suite')).toBe('"The ""Aster"" suite"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+91 98320 12345', "'+91 98320 12345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
  ])('neutralises the formula %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('keeps formula characters that are not at the start', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('pema+tours@example.com')).toBe('pema+tours@example.com');
  });

  it('writes numbers as they are, a negative amount included', () => {
    expect(csvField(-1250.5)).toBe('-1250.5');
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b, c', -2],
      ]),
    ).toBe('a,1\r\n"b, c",-2\r\n');
  });
});
