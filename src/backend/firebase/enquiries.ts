import { collection, doc, getCount, getDoc, limit, updateDoc } from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { enquiryInputSchema, enquiryReplySchema, enquirySchema } from '../schemas';
import type { EnquiriesApi, MailApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readPage } from './documents';
import { guard } from './error-codes';
import { enquiryField, mailField } from './stored-fields';

/** Newest first, ties by id descending (Firestore's own tie-break): the shared newestFirst. */
const newestFirst = [orderBy(enquiryField('createdAt'), 'desc')] as const;

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
        return readAll(query(unhandled(), orderBy(enquiryField('createdAt')), limit(count)), ctx.convert.enquiry.fromDocuments);
      }),
    countAwaitingReply: () =>
      guard(async () => {
        await ctx.requireAdmin();
        return (await getCount(unhandled())).data().count;
      }),
    // Through the function: the thread, the handled mark and the e-mail in one transaction.
    reply: (id, input) =>
      guard(async () => parseInput(enquiryReplySchema, await ctx.adminCall('replyToEnquiry', { ...input, enquiryId: id }))),
  };

  function unhandled() {
    return query(collection(ctx.adminDb, 'enquiries'), where(enquiryField('handled'), '==', false));
  }
}

/** The e-mails the site has queued for the "Trigger Email from Firestore" extension, newest first. */
export function createFirebaseMail(ctx: FirebaseContext): MailApi {
  return {
    latest: (count) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readAll(
          query(collection(ctx.adminDb, 'mail'), orderBy(mailField('createdAt'), 'desc'), limit(count)),
          ctx.convert.mail.fromDocuments,
        );
      }),
  };
}
