import { BackendError } from '../errors';
import { parseEach, parseOne } from '../parse';
import { sendEnquiry } from '../domain/transactions/customer-requests';
import { replyToEnquiry, type EnquiryReplyStore } from '../domain/transactions/enquiry-replies';
import { newestFirst, oldestFirst } from '../domain/ordering';
import { enquirySchema, mailMessageSchema, notificationSettingsSchema } from '../schemas';
import type { EnquiriesApi, MailApi } from '../types';
import { abort } from './bookings';
import { pageOf, requireAdmin, type LocalContext } from './context';
import { singletonIds } from './db';

/** Enquiries anyone may send; the operator's copy goes out by e-mail with it. */
export function createLocalEnquiries(ctx: LocalContext): EnquiriesApi {
  return {
    async create(input) {
      const tx = (await ctx.db()).transaction(['enquiries', 'mail', 'singletons'], 'readwrite');
      const singletons = tx.objectStore('singletons');
      try {
        // The demo has no caller address to count: the per-contact limit applies, as on the hosted backend.
        const enquiry = await sendEnquiry(
          {
            recentTimes: async (key) => ((await singletons.get(`rateLimits/${key}`))?.times as number[] | undefined) ?? [],
            operatorEmail: async () => {
              const settings = parseOne(
                notificationSettingsSchema,
                (await singletons.get(singletonIds.notifications)) ?? null,
                'notification settings',
              );
              if (!settings) throw new BackendError('unavailable', 'The operator has not set where enquiries go.');
              return settings.operatorEmail;
            },
            putRecentTimes: async (key, times) => void (await singletons.put({ id: `rateLimits/${key}`, times: [...times] })),
            putEnquiry: async (enquiry) => void (await tx.objectStore('enquiries').add(enquiry)),
            putMail: async (draft, createdAt) => void (await tx.objectStore('mail').add({ ...draft, createdAt })),
          },
          input,
          null,
          { now: ctx.uniqueNow() },
        );
        await tx.done;
        return enquiry;
      } catch (error) {
        abort(tx);
        throw error;
      }
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
    async awaitingReply(count) {
      requireAdmin(ctx);
      return (await unhandled()).sort(oldestFirst).slice(0, count);
    },
    async countAwaitingReply() {
      requireAdmin(ctx);
      return (await unhandled()).length;
    },
    async reply(id, input) {
      const admin = requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['enquiries', 'mail'], 'readwrite');
      const store: EnquiryReplyStore = {
        enquiry: async (enquiryId) =>
          parseOne(enquirySchema, (await tx.objectStore('enquiries').get(enquiryId)) ?? null, 'enquiry'),
        putEnquiry: async (enquiry) => void (await tx.objectStore('enquiries').put(enquiry)),
        putMail: async (draft, createdAt) => void (await tx.objectStore('mail').put({ ...draft, createdAt })),
      };
      try {
        const operator = { uid: admin.email, email: admin.email };
        const reply = await replyToEnquiry(store, { ...input, enquiryId: id }, operator, { now: ctx.uniqueNow() });
        await tx.done;
        return reply;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
  };

  async function unhandled() {
    return parseEach(enquirySchema, await (await ctx.db()).getAll('enquiries'), 'enquiry').filter((enquiry) => !enquiry.handled);
  }
}

/** The e-mails the demo "sent": they are kept in the browser, where the demo admin reads them in the Outbox. */
export function createLocalMail(ctx: LocalContext): MailApi {
  return {
    async latest(count) {
      requireAdmin(ctx);
      return parseEach(mailMessageSchema, await (await ctx.db()).getAll('mail'), 'mail message')
        .sort(newestFirst)
        .slice(0, count);
    },
  };
}
