import { collection, doc, getDoc, limit, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { z } from 'zod';
import { BackendError } from '../errors';
import { affectedBookings, earliestTouchedStart, longestTripDays, withToldTimes } from '../domain/alerts';
import { randomId } from '../domain/ids';
import { limits } from '../limits';
import { parseInput } from '../parse';
import { alertInputSchema, alertNoticesSchema, movePreviewSchema, notifyResultSchema, type Alert } from '../schemas';
import { departureMoveInputSchema, moveInputSchema, notifyInputSchema } from '../schemas/operator-bookings';
import type { AlertsApi } from '../types';
import type { FirebaseContext } from './context';
import { valueConverter } from './converters';
import { alertField, bookingField } from './stored-fields';
import { isDocumentId, readAll, readOne, withServerTimes } from './documents';
import { guard } from './error-codes';

/**
 * alerts/{alertId}: { kind, title, places, tourIds, from, to, message, state, createdAt, closedAt? }, nothing
 * personal, so anyone reads them (the banner); only the operator writes them (firestore.rules). Moves and
 * "Notify all" touch bookings, counters and mail: the functions make them, and keep whom "Notify all" told in
 * alertNotices/{alertId}, which only the operator reads.
 */

const countSchema = z.number().int().min(0);
const noticesConverter = valueConverter(alertNoticesSchema, 'alert notices');

const newestFirst = (a: Alert, b: Alert) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function createFirebaseAlerts(ctx: FirebaseContext): AlertsApi {
  const alerts = () => collection(ctx.adminDb, 'alerts');

  async function requireAlert(id: string): Promise<Alert> {
    const alert = isDocumentId(id) ? await readOne(doc(ctx.adminDb, 'alerts', id), ctx.convert.alert.fromDocument) : null;
    if (!alert) throw new BackendError('not-found');
    return alert;
  }

  async function affected(alert: Alert) {
    const db = ctx.adminDb;
    const [bookings, tours, notices] = await Promise.all([
      readAll(
        query(
          collection(db, 'hotelBookings'),
          where(bookingField('travelDate'), '>=', earliestTouchedStart(alert, longestTripDays)),
          where(bookingField('travelDate'), '<=', alert.to),
        ),
        ctx.convert.booking.fromDocuments,
      ),
      readAll(collection(db, 'tourPackages'), ctx.convert.tour.fromDocuments),
      getDoc(doc(db, 'alertNotices', alert.id)),
    ]);
    const told = noticesConverter.fromData(notices.data(), alert.id)?.told ?? {};
    return withToldTimes(alert, affectedBookings(alert, bookings, new Map(tours.map((tour) => [tour.id, tour]))), told);
  }

  return {
    active: (day) =>
      guard(async () =>
        readAll(
          query(
            collection(ctx.publicDb, 'alerts'),
            where(alertField('state'), '==', 'open'),
            where(alertField('to'), '>=', day),
            orderBy(alertField('to')),
            limit(limits.activeAlerts),
          ),
          ctx.convert.alert.fromDocuments,
        ),
      ),
    list: () =>
      guard(async () => {
        await ctx.requireAdmin();
        const all = (await readAll(alerts(), ctx.convert.alert.fromDocuments)).sort(newestFirst);
        return [...all.filter((alert) => alert.state === 'open'), ...all.filter((alert) => alert.state === 'closed')];
      }),
    save: (input, id) =>
      guard(async () => {
        await ctx.requireAdmin();
        const fields = parseInput(alertInputSchema, input);
        if (id) {
          const before = await requireAlert(id);
          await updateDoc(doc(ctx.adminDb, 'alerts', id), { ...fields });
          return { ...before, ...fields };
        }
        const alert: Alert = {
          ...fields,
          id: `alert_${randomId()}`,
          state: 'open',
          createdAt: new Date(ctx.now()).toISOString(),
        };
        const stored = ctx.convert.alert.toFields(alert);
        await setDoc(doc(ctx.adminDb, 'alerts', alert.id), withServerTimes(stored, ['createdAt']));
        return alert;
      }),
    close: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        const alert = await requireAlert(id);
        if (alert.state === 'closed') return;
        await updateDoc(doc(ctx.adminDb, 'alerts', id), { state: 'closed', closedAt: serverTimestamp() });
      }),
    affected: (alertId) =>
      guard(async () => {
        await ctx.requireAdmin();
        return affected(await requireAlert(alertId));
      }),
    // The alert transactions' writes: the function checks the admin claim and decides in one transaction
    // (domain/transactions/operator-alerts.ts); the rules let no browser write a booking, a counter or an e-mail.
    notifyAll: (alertId) =>
      guard(async () => {
        await ctx.requireAdmin();
        return notifyResultSchema.parse(await ctx.adminCall('notifyAlert', parseInput(notifyInputSchema, { alertId })));
      }),
    moveBooking: (bookingId, newDate) =>
      guard(async () => {
        await ctx.requireAdmin();
        await ctx.adminCall('moveBooking', parseInput(moveInputSchema, { bookingId, newDate }));
      }),
    previewMove: (bookingId, newDate) =>
      guard(async () => {
        await ctx.requireAdmin();
        const input = parseInput(moveInputSchema, { bookingId, newDate });
        return movePreviewSchema.parse(await ctx.adminCall('previewMove', input));
      }),
    moveDeparture: (tourId, fromDate, toDate) =>
      guard(async () => {
        await ctx.requireAdmin();
        const input = parseInput(departureMoveInputSchema, { tourId, fromDate, toDate });
        return countSchema.parse(await ctx.adminCall('moveDeparture', input));
      }),
  };
}
