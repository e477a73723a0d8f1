/**
 * Phone numbers as people type them, stored in E.164 ('+919832012345'): India by default, any other country
 * with its + code. One home for the rule, used by the booking forms, both adapters and the operator's links.
 */
export const phoneMessage = 'Please enter a mobile number, like 98320 12345 (India) or +44 7700 900123.';

export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  let international = trimmed.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    // Indian numbers: a 10-digit mobile, the same with a trunk 0, or with the country code but no +.
    if (/^[6-9]\d{9}$/.test(digits)) digits = `91${digits}`;
    else if (/^0[6-9]\d{9}$/.test(digits)) digits = `91${digits.slice(1)}`;
    else if (!/^91[6-9]\d{9}$/.test(digits)) return null;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** '+919832012345' -> '+91 98320 12345'; other countries keep their digits after the code. */
export function formatPhone(e164: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return india ? `+91 ${india[1]} ${india[2]}` : e164;
}

export const phoneHref = (e164: string) => `tel:${e164}`;

/** A WhatsApp chat with the number, the message typed in. */
export function whatsappHref(e164: string, message?: string): string {
  const base = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
