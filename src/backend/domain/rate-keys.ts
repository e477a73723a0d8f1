import { normalizePhone } from './phone';

/**
 * What the enquiry limits count, taken so that a caller cannot make one of them look like many: the contact as
 * the operator would reach it, and the caller's network address as Google's front end saw it.
 */

/** Gmail delivers to the same inbox whatever the dots and case of the name before @, and drops a "+tag". */
const dotBlindDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * One person's contact however it was typed: a phone number in E.164 through the site's one phone rule, an
 * e-mail address in lower case without a "+tag" (and, for Gmail, without dots and with one domain name), anything
 * else trimmed and in lower case with its spaces squeezed.
 */
export function countedContact(contact: string): string {
  const text = contact.trim().toLowerCase();
  // Brackets around the area code may open the number, which the booking forms' rule does not take.
  const phone = /^[+\d\s().-]+$/.test(text) ? normalizePhone(text.replace(/[()]/g, ' ')) : null;
  if (phone) return phone;
  const at = text.lastIndexOf('@');
  if (at > 0) {
    const domain = text.slice(at + 1);
    const name = text.slice(0, at).split('+')[0] || text.slice(0, at);
    if (dotBlindDomains.has(domain)) return `${name.replaceAll('.', '')}@gmail.com`;
    return `${name}@${domain}`;
  }
  return text.replace(/\s+/g, ' ');
}

/**
 * The caller's address as Google's front end saw it: the last entry of X-Forwarded-For. The front end appends the
 * address of whoever connected to it to whatever header the caller sent ("<what the caller sent>, <client IP>",
 * Google Cloud's "X-Forwarded-For header" in https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header,
 * the same front end that serves Cloud Run and so the functions), so every entry before the last is the caller's
 * own writing. Express's `req.ip` with "trust proxy" is the first entry, which is why it is not used. Without the
 * header (the emulator, called directly), the socket's peer.
 */
export function callerAddress(forwardedFor: string | string[] | undefined, peer: string | undefined): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? (peer || null);
}
