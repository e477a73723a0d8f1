import type { MailTemplate } from '../../src/backend/schemas';
import { adminBookingPathInMail } from '../../src/lib/admin-paths';
import { travellerDetailsDueWords } from '../../src/backend/domain/traveller-details-due';

/**
 * The e-mails the hosted site sends, as the "Trigger Email from Firestore" extension renders them: one
 * `mailTemplates/{name}` document each, with a subject, an HTML body and a plain-text body in Handlebars. The
 * placeholders are the `template.data` fields src/backend/domain/mail.ts writes (Handlebars escapes them in HTML).
 * Dates and money arrive written as the site shows them ('12 Oct 2027', '₹12,345'); a flight request has no price
 * yet (`totalText` is empty), an enquiry may have no date and no party size (`travellers` is 0). Online payment is
 * switched off: the "Confirmed" e-mail asks for the advance and the balance by UPI or bank transfer, with the
 * operator's details (`payHow`, one way to pay a line); no e-mail asks for a payment online.
 *
 * 'password-reset' has no template here: on the hosted site Firebase Auth sends that e-mail itself.
 */
export type SentTemplate = Exclude<MailTemplate, 'password-reset'>;

export interface MailTemplateText {
  subject: string;
  html: string;
  text: string;
}

const signature = {
  text: 'Warm regards,\nThe Himalayan Aster Tours team, Tadong, Gangtok',
  html: '<p>Warm regards,<br>The Himalayan Aster Tours team, Tadong, Gangtok</p>',
};

const wrap = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">${body}</div>`;

const referenceBlock = `<p style="margin:16px 0;padding:12px 16px;background:#f1f5f9;border-radius:8px">Your reference<br><strong style="font-size:22px;letter-spacing:2px">{{reference}}</strong></p>`;

const tripText =
  'What: {{itemName}}\nWhen: {{travelDate}} to {{endDate}}\nTravellers: {{travellers}}{{#if priceLines}}\n{{priceLines}}{{/if}}{{#if totalText}}\nTotal: {{totalText}}{{/if}}';
const tripHtml =
  '<p><strong>{{itemName}}</strong><br>{{travelDate}} to {{endDate}}<br>Travellers: {{travellers}}{{#if priceLines}}<br><span style="white-space:pre-line">{{priceLines}}</span>{{/if}}{{#if totalText}}<br>Total: {{totalText}}{{/if}}</p>';

/** A trip with permits: by when each traveller's name, gender and photo ID are wanted (absent: none). */
const documentsDueWords = travellerDetailsDueWords('{{documentsDueDate}}');
const documentsDueText = `{{#if documentsDueDate}}\n\n${documentsDueWords}{{/if}}`;
const documentsDueHtml = `{{#if documentsDueDate}}<p>${documentsDueWords}</p>{{/if}}`;

/**
 * What to pay and by when, once confirmed: the advance by its date (now, for a booking confirmed before that date was
 * kept) and the balance by its date (either may be absent).
 */
const payWhenText =
  '{{#if advanceText}}Please pay the advance of {{advanceText}} {{#if advanceDueDate}}by {{advanceDueDate}}{{else}}now{{/if}} to secure your booking{{#if balanceText}}, and the balance of {{balanceText}} by {{balanceDueDate}}{{/if}}.{{else}}Please pay {{balanceText}} by {{balanceDueDate}}.{{/if}}';
const paymentText = `{{#if payHow}}${payWhenText}\n\nHow to pay (online payment is off):\n{{payHow}}{{else}}We will be in touch before you travel with the details you need.{{/if}}`;
const paymentHtml = `{{#if payHow}}<p style="margin:16px 0;padding:12px 16px;border:1px solid #a7f3d0;border-radius:8px"><strong>${payWhenText}</strong></p><p><strong>How to pay</strong> (online payment is off):<br><span style="white-space:pre-line">{{payHow}}</span></p>{{else}}<p>We will be in touch before you travel with the details you need.</p>{{/if}}`;

/** The texts, with the link to My bookings on `siteUrl` (the live site's origin, VITE_SITE_URL). */
export function mailTemplateTexts(siteUrl: string): Record<SentTemplate, MailTemplateText> {
  const site = siteUrl.replace(/\/+$/, '');
  const myBookings = `${site}/account/bookings`;
  const myBookingsText = `You can follow it in My bookings: ${myBookings}`;
  const myBookingsHtml = `<p>You can follow it in <a href="${myBookings}">My bookings</a>.</p>`;
  return {
    'booking-received': {
      subject: 'We have your request {{reference}}: {{itemName}}',
      text: [
        'Namaste {{userName}},',
        'Thank you for writing to us. We have your request and will confirm it ourselves, usually within a day.',
        'Your reference: {{reference}}',
        tripText,
        'Nothing is paid online: we will talk it through with you when we confirm.',
        `${myBookingsText}${documentsDueText}`,
        'Please quote your reference when you call or write to us.',
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>Thank you for writing to us. We have your request and will confirm it ourselves, usually within a day.</p>',
          referenceBlock,
          tripHtml,
          '<p>Nothing is paid online: we will talk it through with you when we confirm.</p>',
          myBookingsHtml,
          documentsDueHtml,
          '<p>Please quote your reference when you call or write to us.</p>',
          signature.html,
        ].join(''),
      ),
    },
    'booking-received-operator': {
      subject: 'New request {{reference}}: {{itemName}}',
      text: [
        'A new request came in through the website.',
        'Reference: {{reference}}',
        tripText,
        'Customer: {{userName}}\nE-mail: {{userEmail}}\nPhone: {{phone}}',
        'It is Pending in the admin bookings list until you confirm or cancel it.',
      ].join('\n\n'),
      html: wrap(
        [
          '<p>A new request came in through the website.</p>',
          referenceBlock.replace('Your reference', 'Reference'),
          tripHtml,
          '<p>Customer: {{userName}}<br>E-mail: <a href="mailto:{{userEmail}}">{{userEmail}}</a><br>Phone: <a href="tel:{{phone}}">{{phone}}</a></p>',
          '<p>It is Pending in the admin bookings list until you confirm or cancel it.</p>',
        ].join(''),
      ),
    },
    'booking-confirmed': {
      subject: 'Confirmed: {{itemName}} ({{reference}})',
      text: [
        'Namaste {{userName}},',
        'Good news: your booking is confirmed. We look forward to welcoming you to the hills.',
        '{{#if note}}A note from us: {{note}}{{/if}}',
        'Your reference: {{reference}}',
        tripText,
        paymentText,
        `${myBookingsText} (your voucher is there too, ready to print)`,
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>Good news: your booking is confirmed. We look forward to welcoming you to the hills.</p>',
          '{{#if note}}<p style="white-space:pre-wrap">A note from us: {{note}}</p>{{/if}}',
          referenceBlock,
          tripHtml,
          paymentHtml,
          myBookingsHtml.replace('.</p>', ', where your voucher is ready to print.</p>'),
          signature.html,
        ].join(''),
      ),
    },
    'booking-cancelled': {
      subject: 'Cancelled: {{itemName}} ({{reference}})',
      text: [
        'Namaste {{userName}},',
        'Your booking below is now cancelled.',
        'Your reference: {{reference}}',
        tripText,
        'If this is not what you expected, or you would like other dates, just reply to this e-mail or call us and quote your reference.',
        myBookingsText,
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>Your booking below is now cancelled.</p>',
          referenceBlock,
          tripHtml,
          '<p>If this is not what you expected, or you would like other dates, just reply to this e-mail or call us and quote your reference.</p>',
          myBookingsHtml,
          signature.html,
        ].join(''),
      ),
    },
    'documents-reminder': {
      subject: 'Travellers’ documents for {{itemName}} ({{reference}})',
      text: [
        'Namaste {{userName}},',
        'The permits for your trip need each traveller’s photo ID and photo, which we file with the permit office for you. We still need:',
        '{{missing}}',
        '{{#if dueDate}}Please add them by {{dueDate}}, in My bookings under "Travellers and permits".{{else}}Please add them in My bookings under "Travellers and permits".{{/if}}',
        'Your reference: {{reference}}',
        tripText,
        `My bookings: ${myBookings}`,
        'We keep these documents only to file the permits and delete them after your trip.',
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>The permits for your trip need each traveller’s photo ID and photo, which we file with the permit office for you. We still need:</p>',
          '<p style="white-space:pre-wrap">{{missing}}</p>',
          '<p>{{#if dueDate}}Please add them by <strong>{{dueDate}}</strong>, in {{else}}Please add them in {{/if}}<a href="' +
            myBookings +
            '">My bookings</a> under “Travellers and permits”.</p>',
          referenceBlock,
          tripHtml,
          '<p>We keep these documents only to file the permits and delete them after your trip.</p>',
          signature.html,
        ].join(''),
      ),
    },
    enquiry: {
      subject: 'New enquiry: {{subject}}',
      text: [
        'A new enquiry came in through the website.',
        'About: {{subject}}\nFrom: {{name}}\nContact: {{contact}}{{#if travelDate}}\nTravel date: {{travelDate}}{{/if}}{{#if travellers}}\nTravellers: {{travellers}}{{/if}}',
        '{{message}}',
        'Reply to the contact above; the enquiry is also in the admin enquiries list.',
      ].join('\n\n'),
      html: wrap(
        [
          '<p>A new enquiry came in through the website.</p>',
          '<p>About: <strong>{{subject}}</strong><br>From: {{name}}<br>Contact: {{contact}}{{#if travelDate}}<br>Travel date: {{travelDate}}{{/if}}{{#if travellers}}<br>Travellers: {{travellers}}{{/if}}</p>',
          '<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #cbd5e1;white-space:pre-wrap">{{message}}</blockquote>',
          '<p>Reply to the contact above; the enquiry is also in the admin enquiries list.</p>',
        ].join(''),
      ),
    },
    'enquiry-reply': {
      subject: 'Re: {{subject}}',
      text: ['{{message}}', signature.text, 'You wrote:\n{{enquiry}}'].join('\n\n'),
      html: wrap(
        [
          '<p style="white-space:pre-wrap">{{message}}</p>',
          signature.html,
          '<p style="color:#64748b">You wrote:</p>',
          '<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #cbd5e1;white-space:pre-wrap;color:#64748b">{{enquiry}}</blockquote>',
        ].join(''),
      ),
    },
    quote: {
      subject: 'Your trip quote: {{title}}{{#if version}} (version {{version}}){{/if}}',
      text: [
        'Namaste {{name}},',
        'Here is our quote for {{title}}: {{totalText}}, valid until {{validUntil}}.',
        'Read the day-by-day plan, ask for a change or accept it here:\n{{link}}',
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{name}},</p>',
          '<p>Here is our quote for <strong>{{title}}</strong>: {{totalText}}, valid until {{validUntil}}.</p>',
          '<p><a href="{{link}}">Read the day-by-day plan, ask for a change or accept it</a></p>',
          signature.html,
        ].join(''),
      ),
    },
    'quote-change': {
      subject: 'Change asked to a quote: {{title}}',
      text: [
        '{{name}} asked for a change to version {{version}} of the quote "{{title}}":',
        '{{message}}',
        'The quote is in the admin quotes list.',
      ].join('\n\n'),
      html: wrap(
        [
          '<p>{{name}} asked for a change to version {{version}} of the quote <strong>{{title}}</strong>:</p>',
          '<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #cbd5e1;white-space:pre-wrap">{{message}}</blockquote>',
          '<p>The quote is in the admin quotes list.</p>',
        ].join(''),
      ),
    },
    'travel-alert': {
      subject: '{{alertKind}}: {{alertTitle}} (your trip {{reference}})',
      text: [
        'Namaste {{userName}},',
        '{{alertKind}}: {{alertTitle}}, {{alertFrom}} to {{alertTo}}. It touches your trip:',
        tripText,
        '{{#if alertMessage}}{{alertMessage}}{{/if}}',
        'We will help you change your plans: reply to this e-mail or call us, and quote your reference {{reference}}.',
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p style="margin:16px 0;padding:12px 16px;border:1px solid #fcd34d;background:#fffbeb;border-radius:8px"><strong>{{alertKind}}: {{alertTitle}}</strong><br>{{alertFrom}} to {{alertTo}}</p>',
          '<p>It touches your trip:</p>',
          tripHtml,
          '{{#if alertMessage}}<p style="white-space:pre-wrap">{{alertMessage}}</p>{{/if}}',
          '<p>We will help you change your plans: reply to this e-mail or call us, and quote your reference.</p>',
          referenceBlock,
          signature.html,
        ].join(''),
      ),
    },
    'booking-moved': {
      subject: 'Your trip {{reference}} is moved to {{travelDate}}',
      text: [
        'Namaste {{userName}},',
        'We have moved your booking from {{oldTravelDate}} to {{travelDate}}. Your reference stays {{reference}}.',
        `${tripText}{{#if priceChangeText}}\n\n{{priceChangeText}} We will be in touch about the difference.{{/if}}`,
        myBookingsText,
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>We have moved your booking from {{oldTravelDate}} to <strong>{{travelDate}}</strong>. Your reference stays the same.</p>',
          referenceBlock,
          tripHtml,
          '{{#if priceChangeText}}<p><strong>{{priceChangeText}}</strong> We will be in touch about the difference.</p>{{/if}}',
          myBookingsHtml,
          signature.html,
        ].join(''),
      ),
    },
    'tax-document': {
      subject: 'Your {{documentTitle}} {{documentNumber}} for {{reference}}',
      text: [
        'Namaste {{userName}},',
        'We have issued a {{documentTitle}} for your booking {{reference}} ({{itemName}}): number {{documentNumber}} of {{documentDate}}, for {{documentTotal}}.',
        `Print it or save it as a PDF here (signed in to your account):\n${site}{{documentPath}}`,
        signature.text,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>Namaste {{userName}},</p>',
          '<p>We have issued a {{documentTitle}} for your booking {{reference}} ({{itemName}}): number <strong>{{documentNumber}}</strong> of {{documentDate}}, for {{documentTotal}}.</p>',
          `<p><a href="${site}{{documentPath}}">Print it or save it as a PDF</a> (signed in to your account).</p>`,
          signature.html,
        ].join(''),
      ),
    },
    'payment-claimed': {
      subject: 'Paid, says the customer: {{reference}}, UTR {{utr}}',
      text: [
        '{{userName}} says they have paid {{claimAmount}} ({{claimPurpose}}) for {{reference}}.',
        'UTR: {{utr}}\nTheir note: {{claimNote}}',
        tripText,
        'Customer: {{userName}}\nE-mail: {{userEmail}}\nPhone: {{phone}}',
        `Find the UTR in the bank's statement, then mark it received on the booking:\n${site}${adminBookingPathInMail()}`,
      ].join('\n\n'),
      html: wrap(
        [
          '<p>{{userName}} says they have paid <strong>{{claimAmount}}</strong> ({{claimPurpose}}) for {{reference}}.</p>',
          '<p>UTR: <strong>{{utr}}</strong><br>Their note: {{claimNote}}</p>',
          tripHtml,
          '<p>Customer: {{userName}}<br>E-mail: <a href="mailto:{{userEmail}}">{{userEmail}}</a><br>Phone: <a href="tel:{{phone}}">{{phone}}</a></p>',
          `<p>Find the UTR in the bank's statement, then <a href="${site}${adminBookingPathInMail()}">mark it received on the booking</a>.</p>`,
        ].join(''),
      ),
    },
  };
}
