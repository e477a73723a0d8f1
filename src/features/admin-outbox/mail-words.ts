import { formatPhone } from '@/backend/domain/phone';
import type { MailMessage, MailTemplate } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

/** Each template as the operator calls that e-mail. */
export const templateNames: Record<MailTemplate, string> = {
  'booking-received': 'Booking received',
  'booking-received-operator': "Booking received (operator's copy)",
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  enquiry: "Enquiry (operator's copy)",
  'enquiry-reply': 'Reply to an enquiry',
  'password-reset': 'Password reset',
  'documents-reminder': "Travellers' documents reminder",
  quote: 'Quote',
  'quote-change': 'Change asked to a quote',
  'travel-alert': 'Travel alert',
  'booking-moved': 'Booking moved to another date',
  'tax-document': 'Tax document issued',
  'payment-claimed': 'Payment claimed by the customer',
};

/** The e-mail extension's delivery states, in words; a state it adds later is shown as it is. */
const deliveryStates: Record<string, string> = {
  PENDING: 'Waiting to be sent',
  PROCESSING: 'Sending',
  RETRY: 'Sending again after a failure',
  SUCCESS: 'Delivered',
  ERROR: 'Failed',
};

export function deliveryInWords(delivery: NonNullable<MailMessage['delivery']>): string {
  const state = deliveryStates[delivery.state] ?? delivery.state;
  return delivery.error ? `${state}: ${delivery.error}` : state;
}

/** The data fields the templates carry, in the order and with the labels the Outbox shows them. */
const fields: { key: string; label: string }[] = [
  { key: 'reference', label: 'Reference' },
  { key: 'itemName', label: 'Booked' },
  { key: 'subject', label: 'About' },
  { key: 'dates', label: 'Dates' },
  { key: 'travelDate', label: 'Travel date' },
  { key: 'travellers', label: 'Travellers' },
  { key: 'totalText', label: 'Total' },
  { key: 'userName', label: 'Name' },
  { key: 'name', label: 'Name' },
  { key: 'userEmail', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'contact', label: 'Contact' },
  { key: 'message', label: 'Message' },
  { key: 'enquiry', label: 'They wrote' },
  { key: 'note', label: 'Note to the customer' },
  { key: 'advanceText', label: 'Advance' },
  { key: 'advanceDueDate', label: 'Advance due by' },
  { key: 'balanceText', label: 'Balance' },
  { key: 'balanceDueDate', label: 'Balance due by' },
  { key: 'payHow', label: 'How to pay' },
  { key: 'missing', label: 'Missing' },
  { key: 'dueDate', label: 'Due by' },
  { key: 'documentsDueDate', label: 'Travellers’ details due by' },
  { key: 'link', label: 'Link' },
  { key: 'validUntil', label: 'Valid until' },
  { key: 'alertKind', label: 'Alert' },
  { key: 'alertTitle', label: 'What happened' },
  { key: 'alertFrom', label: 'From' },
  { key: 'alertTo', label: 'To' },
  { key: 'alertMessage', label: 'Alert message' },
  { key: 'oldTravelDate', label: 'Moved from' },
  { key: 'oldEndDate', label: 'Moved from (end)' },
  { key: 'documentTitle', label: 'Document' },
  { key: 'documentNumber', label: 'Number' },
  { key: 'documentDate', label: 'Dated' },
  { key: 'documentTotal', label: 'Amount' },
  { key: 'documentPath', label: 'Page' },
  { key: 'title', label: 'Quote' },
  { key: 'version', label: 'Version' },
  { key: 'priceLines', label: 'Price' },
  { key: 'priceChangeText', label: 'Price change' },
  { key: 'claimAmount', label: 'Paid, they say' },
  { key: 'claimPurpose', label: 'Paid for' },
  { key: 'utr', label: 'UTR' },
  { key: 'claimNote', label: 'Their note' },
  { key: 'bookingId', label: 'Booking id' },
];

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const asDate = (value: string) => (isDate(value) ? formatCalendarDate(value) : value);

/**
 * A message's data as label and value pairs: a booking's two dates become one 'Dates' line, calendar dates read as
 * dates, phone numbers are grouped, and what is empty (an enquiry without a date, 0 travellers, a flight request without a total) is left out.
 * Fields no template here knows are listed last under their own names.
 */
export function mailDetails(data: Record<string, string | number>): { label: string; value: string }[] {
  const values = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value).trim()]));
  if (values.travelDate && values.endDate !== undefined) {
    const { travelDate, endDate } = values;
    values.dates = endDate && endDate !== travelDate ? `${asDate(travelDate)} to ${asDate(endDate)}` : asDate(travelDate);
    delete values.travelDate;
  }
  delete values.endDate;
  if (values.travellers === '0') delete values.travellers;
  if (values.travelDate) values.travelDate = asDate(values.travelDate);
  if (values.dueDate) values.dueDate = asDate(values.dueDate);
  if (values.phone) values.phone = formatPhone(values.phone);
  const known = new Set(fields.map((field) => field.key));
  return [
    ...fields.flatMap(({ key, label }) => (values[key] ? [{ label, value: values[key] }] : [])),
    ...Object.entries(values).flatMap(([key, value]) =>
      !known.has(key) && key !== 'endDate' && value ? [{ label: key, value }] : [],
    ),
  ];
}
