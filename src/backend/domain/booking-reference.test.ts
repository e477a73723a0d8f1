import { bookingReference, bookingReferencePattern } from './booking-reference';

describe('bookingReference', () => {
  it('reads AST- and five unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(bookingReference()).toMatch(bookingReferencePattern);
  });
  it('maps random bytes onto the alphabet', () => {
    expect(bookingReference(() => new Uint8Array([0, 1, 2, 30, 31]))).toBe('AST-234Z2');
  });
  it('rarely repeats', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => bookingReference()));
    expect(seen.size).toBeGreaterThan(1990);
  });
});
