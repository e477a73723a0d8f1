import { limitKey, sendEnquiry, type EnquiryStore } from './customer-requests';
import { limits } from '../../limits';
import { tooManyEnquiries } from '../booking-policy';
import type { MailDraft } from '../mail';
import { holdShortfall, netHoldChanges } from '../availability';
import { isBackendError } from '../../errors';

describe('the customer request helpers', () => {
  it('keys rate limits by a digest that hides the address and ignores case and spaces', () => {
    const key = limitKey('contact', ' Sonam@Example.com ');
    expect(key).toBe(limitKey('contact', 'sonam@example.com'));
    expect(key).toMatch(/^contact-[0-9a-f]{16}$/);
    expect(key).not.toContain('sonam');
    expect(limitKey('caller', 'sonam@example.com')).not.toBe(key.replace('contact', 'caller'));
  });

  it('merges counter changes per document, so each counter is written once', () => {
    const changes = netHoldChanges([
      [{ kind: 'nights', roomId: 'deluxe-double', nights: ['2027-05-30', '2027-05-31', '2027-06-01'], rooms: 1 }, -1],
      [{ kind: 'nights', roomId: 'deluxe-double', nights: ['2027-05-31', '2027-06-01'], rooms: 1 }, 1],
      [{ kind: 'seats', tourId: 'bhutan', date: '2027-04-02', seats: 3 }, 1],
    ]);
    expect(changes).toEqual([
      { kind: 'room-month', id: 'deluxe-double_2027-05', roomId: 'deluxe-double', month: '2027-05', days: { '30': -1, '31': 0 } },
      { kind: 'room-month', id: 'deluxe-double_2027-06', roomId: 'deluxe-double', month: '2027-06', days: { '01': 0 } },
      { kind: 'departure', id: 'bhutan_2027-04-02', tourId: 'bhutan', date: '2027-04-02', seats: 3 },
    ]);
  });

  it('counts what lapsed requests held as free when checking a new hold', () => {
    const hold = { kind: 'nights' as const, roomId: 'deluxe-double', nights: ['2027-05-10'], rooms: 1 };
    const full = () => holdShortfall(hold, { held: { '2027-05-10': 1 }, rooms: 1, freed: [] });
    expect(full).toThrow(/no room of this type is left for the night of 10 May 2027/);
    expect(() => holdShortfall(hold, { held: { '2027-05-10': 1 }, rooms: 1, freed: [hold] })).not.toThrow();
    // Two rooms a night: each counts, held and freed.
    const two = { ...hold, rooms: 2 };
    expect(() => holdShortfall(two, { held: { '2027-05-10': 1 }, rooms: 2, freed: [] })).toThrow(
      /only 1 room of this type is left for the night of 10 May 2027/,
    );
    expect(() => holdShortfall(hold, { held: { '2027-05-10': 3 }, rooms: 3, freed: [two] })).not.toThrow();
    expect(netHoldChanges([[two, 1]])).toEqual([
      { kind: 'room-month', id: 'deluxe-double_2027-05', roomId: 'deluxe-double', month: '2027-05', days: { '10': 2 } },
    ]);
    let code = '';
    try {
      holdShortfall({ kind: 'seats', tourId: 't', date: '2027-04-02', seats: 3 }, { taken: 10, seats: 12, freed: [] });
    } catch (error) {
      code = isBackendError(error) ? `${error.code}: ${error.message}` : 'other';
    }
    expect(code).toBe('sold-out: Only 2 seats are left on the departure of 2 Apr 2027.');
  });

  it('counts one contact however it is typed, and stops e-mailing the operator past the hourly ceiling', async () => {
    const times = new Map<string, number[]>();
    const mail: MailDraft[] = [];
    let stored = 0;
    const store: EnquiryStore = {
      recentTimes: (key) => Promise.resolve(times.get(key) ?? []),
      operatorEmail: () => Promise.resolve('desk@example.com'),
      putRecentTimes: (key, list) => void times.set(key, [...list]),
      putEnquiry: () => void stored++,
      putMail: (draft) => void mail.push(draft),
    };
    const enquiry = { name: 'Sonam', subject: 'Hotel Aster', travelDate: '', message: 'Rooms in March?' };
    let now = Date.UTC(2027, 0, 1);
    const send = (contact: string, caller: string | null = null) =>
      sendEnquiry(store, { ...enquiry, contact }, caller, { now: ++now });
    const ways = ['98320 12345', '+91 98320 12345', '09832012345', '919832012345', '0091 98320 12345'];
    for (const way of ways) await send(way);
    await expect(send('+91-98320-12345')).rejects.toThrow(tooManyEnquiries);
    for (const way of [
      'Pema.Bhutia@gmail.com',
      'pemabhutia+1@gmail.com',
      'PEMA.BHUTIA@googlemail.com',
      'p.emabhutia@gmail.com',
      'pemabhutia@gmail.com',
    ])
      await send(way);
    await expect(send('pema.bhutia+2@gmail.com')).rejects.toThrow(tooManyEnquiries);

    // Many callers and contacts together: every enquiry is stored, the operator's e-mails stop at the ceiling.
    mail.length = 0;
    const before = stored;
    const many = limits.enquiryMailsPerHour + 5;
    for (let n = 0; n < many; n++) await send(`guest${n}@example.com`, `203.0.113.${n}`);
    expect(stored - before).toBe(many);
    expect(mail.length).toBe(limits.enquiryMailsPerHour - 10);
  });
});
