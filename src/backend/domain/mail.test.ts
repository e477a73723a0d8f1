import { describe, expect, it } from 'vitest';
import { mailTemplateTexts } from '~seed/data/mail-templates';
import { samplePaymentSettings } from '~seed/data/settings';
import { defaultPaymentSettings, type Booking } from '../schemas';
import { travellerDetailsDueWords } from './traveller-details-due';
import {
  bookingMovedMail,
  bookingReceivedMails,
  customerCopyMail,
  documentsReminderMail,
  mailDate,
  enquiryMail,
  notEmailedUnverified,
  paymentInstructionsText,
  statusChangeMail,
  taxDocumentMail,
  travelAlertMail,
} from './mail';

const booking: Booking = {
  id: 'b1',
  kind: 'tour',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  phone: '+919832055555',
  travelDate: '2027-10-12',
  endDate: '2027-10-17',
  travellers: 3,
  totalPrice: 55_500,
  status: 'Pending',
  reference: 'AST-7K3Q9',
};

const at = Date.UTC(2027, 8, 1);

/** The invoice of `booking`, as the tax documents transaction would store it (only what the e-mail reads). */
const invoice = {
  id: 'invoice-2027-28-00001',
  title: 'Tax invoice',
  number: 'INV/27-28/00001',
  date: '2027-09-01',
  total: 58_275,
};

describe('e-mail data', () => {
  it('writes dates and money as the site shows them, never as ISO dates', () => {
    const [customer] = bookingReceivedMails(booking, { operator: 'desk@example.com', customer: booking.userEmail ?? null });
    expect(customer?.template.data).toMatchObject({ travelDate: '12 Oct 2027', endDate: '17 Oct 2027', totalText: '₹55,500' });
    const enquiry = { id: 'e1', name: 'Dorjee', contact: 'd@example.com', subject: 'Hotel Aster', message: 'Rooms?' };
    const withDate = enquiryMail({ ...enquiry, travelDate: '2027-05-01', createdAt: '', handled: false }, 'desk@example.com');
    expect(withDate.template.data.travelDate).toBe('1 May 2027');
    const without = enquiryMail({ ...enquiry, travelDate: '', createdAt: '', handled: false }, 'desk@example.com');
    expect(without.template.data.travelDate).toBe('');
    expect(JSON.stringify([customer, withDate])).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("gives the date the travellers' details are due by while any is owed, in the words the site uses", () => {
    const owing = { ...booking, documentsDueOn: '2027-10-09', documentsComplete: false };
    const copy = (given: Booking) => customerCopyMail(given, 'guest@example.com').template.data;
    expect(copy(owing).documentsDueDate).toBe('9 Oct 2027');
    expect(copy({ ...owing, documentsComplete: true })).not.toHaveProperty('documentsDueDate');
    expect(copy(booking)).not.toHaveProperty('documentsDueDate');
    const template = mailTemplateTexts('https://himalayanaster.example')['booking-received'];
    expect(template.text).toContain(travellerDetailsDueWords('{{documentsDueDate}}'));
    expect(template.html).toContain(travellerDetailsDueWords('{{documentsDueDate}}'));
  });

  it('tells the customer on confirmation what to pay now, the balance and its date, and how to pay', () => {
    const mail = statusChangeMail(
      { ...booking, status: 'Confirmed' },
      booking.status,
      at,
      'See you in Gangtok!',
      samplePaymentSettings,
    );
    expect(mail?.template).toMatchObject({
      name: 'booking-confirmed',
      data: {
        reference: 'AST-7K3Q9',
        itemName: 'Sikkim Delight',
        travelDate: '12 Oct 2027',
        endDate: '17 Oct 2027',
        travellers: 3,
        totalText: '₹55,500',
        userName: 'Pema Bhutia',
        note: 'See you in Gangtok!',
        advanceText: '₹16,650',
        // Confirmed before its advance's date was kept: due now, as the template says without one.
        advanceDueDate: '',
        balanceText: '₹38,850',
        balanceDueDate: '5 Oct 2027',
        payHow: [
          'UPI: himalayanaster@sbi (Himalayan Aster Tours)',
          'Bank transfer: Himalayan Aster Tours, account 38291045678, IFSC SBIN0005678, State Bank of India, Tadong, Gangtok',
          'Please quote your reference AST-7K3Q9 with your payment.',
          'A UPI payment reaches us at once; a bank transfer can take a working day.',
        ].join('\n'),
      },
    });
    // The hosted backend's rules let a status-change message carry at most 16 data fields.
    expect(Object.keys(mail!.template.data).length).toBeLessThanOrEqual(16);
  });

  it('asks for the advance by the day stored when the booking was confirmed', () => {
    const mail = statusChangeMail(
      { ...booking, advanceDueOn: '2027-10-01', status: 'Confirmed' },
      booking.status,
      at,
      '',
      samplePaymentSettings,
    );
    expect(mail?.template.data).toMatchObject({ advanceText: '₹16,650', advanceDueDate: '1 Oct 2027' });
  });

  it('says nothing of paying when a booking is cancelled, or has no price yet', () => {
    const cancelled = statusChangeMail({ ...booking, status: 'Cancelled' }, 'Confirmed', at, '', samplePaymentSettings);
    expect(cancelled?.template.data).not.toHaveProperty('payHow');
    const request = statusChangeMail(
      { ...booking, kind: 'flightRequest', totalPrice: 0, status: 'Confirmed' },
      booking.status,
      at,
      '',
      samplePaymentSettings,
    );
    expect(request?.template.data).not.toHaveProperty('payHow');
  });

  it('promises a call when the operator has given no UPI ID or bank account', () => {
    expect(paymentInstructionsText(defaultPaymentSettings)).toBe('We will call you with the payment details.');
  });

  it('fills every placeholder of the "Confirmed" e-mail from the data it is sent with', () => {
    const template = mailTemplateTexts('https://himalayanaster.example')['booking-confirmed'];
    const placeholders = new Set(
      [...`${template.subject}${template.text}${template.html}`.matchAll(/\{\{[#/]?(?:if )?(\w+)\}\}/g)]
        .map((match) => match[1]!)
        .filter((name) => name !== 'if' && name !== 'else'),
    );
    const data = statusChangeMail({ ...booking, status: 'Confirmed' }, booking.status, at, 'A note', samplePaymentSettings)!
      .template.data;
    expect([...placeholders].filter((name) => !(name in data))).toEqual([]);
    expect(template.text).toContain('{{payHow}}');
  });

  it('writes to a customer only once their address is verified, whatever the template', () => {
    const unverified: Booking = { ...booking, customerCopy: 'awaiting-verification' };
    const alert = {
      id: 'a1',
      kind: 'road-closed' as const,
      title: 'Road closed',
      from: '2027-10-12',
      to: '2027-10-13',
      message: '',
    };
    const moved = { ...unverified, travelDate: '2027-10-20', endDate: '2027-10-25' };
    expect(statusChangeMail({ ...unverified, status: 'Cancelled' }, unverified.status, at, '', samplePaymentSettings)).toBeNull();
    expect(statusChangeMail({ ...unverified, status: 'Confirmed' }, unverified.status, at, '', samplePaymentSettings)).toBeNull();
    expect(travelAlertMail(alert, unverified, 'Road closure', at)).toBeNull();
    expect(bookingMovedMail(unverified, moved, at)).toBeNull();
    expect(taxDocumentMail(unverified, invoice)).toBeNull();
    expect(() => documentsReminderMail(unverified, 'Pema: passport', '', at)).toThrow(notEmailedUnverified);
    // Verified since: the same booking is written to again.
    const verified: Booking = { ...booking, customerCopy: 'sent' };
    expect(statusChangeMail({ ...verified, status: 'Cancelled' }, verified.status, at, '', samplePaymentSettings)?.to).toBe(
      'pema@example.com',
    );
    expect(travelAlertMail(alert, verified, 'Road closure', at)?.to).toBe('pema@example.com');
    expect(bookingMovedMail(verified, { ...moved, customerCopy: 'sent' }, at)?.to).toBe('pema@example.com');
    expect(documentsReminderMail(verified, 'Pema: passport', '', at).to).toBe('pema@example.com');
    expect(taxDocumentMail(verified, invoice)?.to).toBe('pema@example.com');
  });

  it('links a tax document to its page in My bookings, every placeholder of its template filled', () => {
    const template = mailTemplateTexts('https://himalayanaster.example/')['tax-document'];
    const mail = taxDocumentMail(booking, invoice)!;
    const placeholders = [...`${template.subject}${template.text}${template.html}`.matchAll(/\{\{(\w+)\}\}/g)].map(
      (match) => match[1]!,
    );
    expect(placeholders.filter((name) => !(name in mail.template.data))).toEqual([]);
    expect(mail).toMatchObject({ id: 'invoice-2027-28-00001-mail', to: 'pema@example.com' });
    expect(mail.template.data).toMatchObject({ documentTotal: '₹58,275.00', documentDate: mailDate('2027-09-01') });
    const link = template.html.replace('{{documentPath}}', String(mail.template.data.documentPath));
    expect(link).toContain('href="https://himalayanaster.example/account/bookings/b1/documents/invoice-2027-28-00001"');
  });
});
