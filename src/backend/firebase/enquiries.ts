import { collection, doc, getDoc, limit, orderBy, query, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { randomId } from '../domain/ids';
import { enquiryMail } from '../domain/mail';
import { enquiryInputSchema, enquirySchema, type Enquiry } from '../schemas';
import type { EnquiriesApi, MailApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage, withServerTimes } from './documents';
import { guard } from './error-codes';

/** Newest first, ties by id descending (Firestore's own tie-break): the shared newestFirst. */
const newestFirst = [orderBy('createdAt', 'desc')] as const;

/** Enquiries anyone may send; the operator's copy goes out by e-mail in the same batch. */
export function createFirebaseEnquiries(ctx: FirebaseContext): EnquiriesApi {
  return {
    create: (input) =>
      guard(async () => {
        // The client's clock only satisfies the schema: the stored time is the server's.
        const createdAt = new Date(ctx.now()).toISOString();
        const enquiry: Enquiry = parseInput(enquirySchema, { ...parseInput(enquiryInputSchema, input), id: randomId(), createdAt, handled: false });
        const db = ctx.publicDb;
        const settings = await readOne(doc(db, 'settings', 'notifications'), (stored) => ctx.convert.notifications.fromData(stored.data, 'settings/notifications'));
        if (!settings) throw new BackendError('unavailable', 'The operator has not set where enquiries go.');
        const mail = enquiryMail(enquiry, settings.operatorEmail);
        const batch = writeBatch(db);
        batch.set(doc(db, 'enquiries', enquiry.id), withServerTimes(ctx.convert.enquiry.toFields(enquiry), ctx.convert.enquiry.timeFields));
        batch.set(doc(db, 'mail', mail.id), withServerTimes(ctx.convert.mail.toFields({ ...mail, createdAt }), ctx.convert.mail.timeFields));
        await batch.commit();
        return enquiry;
      }),
    page: (request) =>
      guard(async () => {
        await ctx.requireAdmin();
        return readPage({ query: query(collection(ctx.adminDb, 'enquiries'), ...newestFirst), read: ctx.convert.enquiry.fromDocument, keep: () => true }, request);
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
  };
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
