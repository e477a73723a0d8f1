import { formatPhone, normalizePhone, whatsappHref } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['98320 12345', '+919832012345'],
    ['098320-12345', '+919832012345'],
    ['+91 98320 12345', '+919832012345'],
    ['91 98320 12345', '+919832012345'],
    ['(+44) 7700 900123', null],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+975 17 123 456', '+97517123456'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each(['12345', '5832012345', 'call me', '', '+0 123 456 789', '+1234567890123456'])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('phone links', () => {
  it('writes Indian numbers in their usual groups and opens WhatsApp with a message', () => {
    expect(formatPhone('+919832012345')).toBe('+91 98320 12345');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
    expect(whatsappHref('+919832012345', 'Hello, AST-7K3Q9')).toBe('https://wa.me/919832012345?text=Hello%2C%20AST-7K3Q9');
  });
});
