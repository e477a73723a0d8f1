import { collection, doc, getCount, getDoc, limit, orderBy, query, updateDoc, where, writeBatch } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { enquiryReplyMail, replyChannel, withReply } from '../domain/enquiry-replies';
import { enquiryInputSchema, enquiryReplyInputSchema, enquirySchema, type EnquiryReply } from '../schemas';
import type { EnquiriesApi, MailApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage, withServerTimes } from './documents';
import { guard } from './error-codes';

/** Newest first, ties by id descending (Firestore's own tie-break): the shared newestFirst. */
const newestFirst = [orderBy('createdAt', 'desc')] as const;

/** Enquiries anyone may send (through the sendEnquiry function); the operator reads and marks them here. */
export function createFirebaseEnquiries(ctx: FirebaseContext): EnquiriesApi {
  return {
    // Anyone, signed in or not: the function checks the contact and the hourly limits and e-mails the operator.
    create: (input) =>
      guard(async () => parseInput(enquirySchema, await ctx.call('sendEnquiry', parseInput(enquiryInputSchema, input)))),
    page: (request) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readPage(
          {
            query: query(collection(ctx.adminDb, 'enquiries'), ...newestFirst),
            read: ctx.convert.enquiry.fromDocument,
            keep: () => true,
          },
          request,
        );
      }),
    setHandled: (id, handled) =>
      guard(async () => {
        await ctx.requireAdmin();
        if (!isDocumentId(id)) throw new BackendError('not-found');
        const ref = doc(ctx.adminDb, 'enquiries', id);
        // Read first: the rules refuse an update of a missing enquiry as permission-denied, which would hide the reason.
        if (!(await getDoc(ref)).exists()) throw new BackendError('not-found');
        await updateDoc(ref, { handled: parseInput(enquirySchema.shape.handled, handled) });
      }),
    awaitingReply: (count) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readAll(query(unhandled(), orderBy('createdAt'), limit(count)), ctx.convert.enquiry.fromDocuments);
      }),
    countAwaitingReply: () =>
      guard(async () => {
        await ctx.requireAdmin();
        return (await getCount(unhandled())).data().count;
      }),
    reply: (id, input) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const { text } = parseInput(enquiryReplyInputSchema, input);
        if (!isDocumentId(id)) throw new BackendError('not-found');
        const db = ctx.adminDb;
        const current = await readOne(doc(db, 'enquiries', id), ctx.convert.enquiry.fromDocument);
        if (!current) throw new BackendError('not-found');
        const channel = replyChannel(current.contact);
        if (!channel) throw new BackendError('invalid-data', 'This enquiry has no e-mail address or phone number to reply to.');
        const at = new Date(ctx.now()).toISOString();
        const reply: EnquiryReply = { at, by: admin.email, via: channel.via, text };
        // The thread and the e-mail together: the rules let the operator change only `handled` and `replies`, and
        // queue only the e-mails the app writes.
        const batch = writeBatch(db);
        batch.update(doc(db, 'enquiries', id), { handled: true, replies: withReply(current.replies, reply) });
        if (channel.via === 'email') {
          const mail = enquiryReplyMail(current, reply, channel.to);
          const fields = ctx.convert.mail.toFields({ ...mail, createdAt: at });
          batch.set(doc(db, 'mail', mail.id), withServerTimes(fields, ctx.convert.mail.timeFields));
        }
        await batch.commit();
        return reply;
      }),
  };

  function unhandled() {
    return query(collection(ctx.adminDb, 'enquiries'), where('handled', '==', false));
  }
}

/** The e-mails the site has queued for the "Trigger Email from Firestore" extension, newest first. */
export function createFirebaseMail(ctx: FirebaseContext): MailApi {
  return {
    latest: (count) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readAll(query(collection(ctx.adminDb, 'mail'), ...newestFirst, limit(count)), ctx.convert.mail.fromDocuments);
      }),
  };
}
