/**
 * Short booking references a traveller can read out on the phone: 'AST-' and five characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L).
 */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function bookingReference(
  random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const bytes = random(5);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `AST-${code}`;
}

export const bookingReferencePattern = /^AST-[2-9A-HJKMNP-Z]{5}$/;
