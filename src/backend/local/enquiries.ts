import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { randomId } from '../domain/ids';
import { enquiryMail } from '../domain/mail';
import { newestFirst } from '../domain/ordering';
import { enquiryInputSchema, enquirySchema, mailMessageSchema, notificationSettingsSchema, type Enquiry } from '../schemas';
import type { EnquiriesApi, MailApi } from '../types';
import { pageOf, requireAdmin, type LocalContext } from './context';
import { singletonIds } from './db';

/** Enquiries anyone may send; the operator's copy goes out by e-mail with it. */
export function createLocalEnquiries(ctx: LocalContext): EnquiriesApi {
  return {
    async create(input) {
      const createdAt = new Date(ctx.uniqueNow()).toISOString();
      const enquiry: Enquiry = parseInput(enquirySchema, { ...parseInput(enquiryInputSchema, input), id: randomId(), createdAt, handled: false });
      const tx = (await ctx.db()).transaction(['enquiries', 'mail', 'singletons'], 'readwrite');
      const settings = parseOne(notificationSettingsSchema, (await tx.objectStore('singletons').get(singletonIds.notifications)) ?? null, 'notification settings');
      if (!settings) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new BackendError('unavailable', 'The operator has not set where enquiries go.');
      }
      await tx.objectStore('enquiries').add(enquiry);
      await tx.objectStore('mail').add({ ...enquiryMail(enquiry, settings.operatorEmail), createdAt });
      await tx.done;
      return enquiry;
    },
    async page(request) {
      requireAdmin(ctx);
      return pageOf(parseEach(enquirySchema, await (await ctx.db()).getAll('enquiries'), 'enquiry').sort(newestFirst), request);
    },
    async setHandled(id, handled) {
      requireAdmin(ctx);
      const tx = (await ctx.db()).transaction('enquiries', 'readwrite');
      const current = parseOne(enquirySchema, (await tx.store.get(id)) ?? null, 'enquiry');
      if (!current) throw new BackendError('not-found');
      await tx.store.put({ ...current, handled });
      await tx.done;
    },
  };
}

/** The e-mails the demo "sent": they are kept in the browser, where the demo admin reads them in the Outbox. */
export function createLocalMail(ctx: LocalContext): MailApi {
  return {
    async latest(count) {
      requireAdmin(ctx);
      return parseEach(mailMessageSchema, await (await ctx.db()).getAll('mail'), 'mail message').sort(newestFirst).slice(0, count);
    },
  };
}
