import {
  arrayUnion,
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { limits } from '../limits';
import { netHoldChanges, type Hold } from '../domain/availability';
import { activeAlertsLimit, affectedBookings, alertKindWords, earliestTouchedStart } from '../domain/alerts';
import { combinedHolds, moveRecord, planDepartureMove, planMove, type MovePlan } from '../domain/booking-moves';
import { todayInIndia } from '../domain/calendar';
import { randomId } from '../domain/ids';
import { bookingMovedMail, travelAlertMail } from '../domain/mail';
import { parseInput } from '../parse';
import { alertInputSchema, type Alert } from '../schemas';
import type { AlertsApi } from '../types';
import { checkHold, writeCounterChanges } from './availability';
import { writeMail } from './bookings';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, withServerTimes } from './documents';
import { guard } from './error-codes';

/**
 * alerts/{alertId}: { kind, title, places, tourIds, from, to, message, state, createdAt, closedAt? }, nothing
 * personal, so anyone reads them (the banner); only the operator writes them (firestore.rules). The moves are the
 * operator's writes checked by the rules, like a status change: the seats or rooms are checked first with the
 * shared hold code, then the booking's new dates, the counters, the office record and the e-mail land in one batch.
 */

const newestFirst = (a: Alert, b: Alert) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Trips and stays are at most this many days: the bookings an alert may touch start at most this long before it. */
const longestTrip = Math.max(limits.itineraryDays, limits.stayNights);

export function createFirebaseAlerts(ctx: FirebaseContext): AlertsApi {
  const alerts = () => collection(ctx.adminDb, 'alerts');

  async function requireAlert(id: string): Promise<Alert> {
    const alert = isDocumentId(id) ? await readOne(doc(ctx.adminDb, 'alerts', id), ctx.convert.alert.fromDocument) : null;
    if (!alert) throw new BackendError('not-found');
    return alert;
  }

  async function affected(alert: Alert) {
    const db = ctx.adminDb;
    const [bookings, tours] = await Promise.all([
      readAll(
        query(
          collection(db, 'hotelBookings'),
          where('checkInDate', '>=', earliestTouchedStart(alert, longestTrip)),
          where('checkInDate', '<=', alert.to),
        ),
        ctx.convert.booking.fromDocuments,
      ),
      readAll(collection(db, 'tourPackages'), ctx.convert.tour.fromDocuments),
    ]);
    return affectedBookings(alert, bookings, new Map(tours.map((tour) => [tour.id, tour])));
  }

  async function applyMoves(plans: readonly MovePlan[], by: string): Promise<void> {
    const db = ctx.adminDb;
    const releases = plans.map((plan) => plan.release);
    const holds = combinedHolds(plans);
    // What the batch releases counts as free: a stay moved by a few days keeps the nights it already holds.
    for (const hold of holds) await checkHold(ctx, db, hold, releases);
    const existing = await Promise.all(
      plans.map((plan) => readOne(doc(db, 'bookingNotes', plan.after.id), (stored) => stored.id)),
    );
    const now = ctx.now();
    const at = new Date(now).toISOString();
    const batch = writeBatch(db);
    for (const [index, plan] of plans.entries()) {
      batch.update(doc(db, 'hotelBookings', plan.after.id), {
        checkInDate: plan.after.travelDate,
        checkOutDate: plan.after.endDate,
      });
      const entry = moveRecord(plan, at, by);
      batch.set(
        doc(db, 'bookingNotes', plan.after.id),
        existing[index] ? { moves: arrayUnion(entry) } : { note: '', history: [], moves: [entry] },
        { merge: true },
      );
      const mail = bookingMovedMail(plan.before, plan.after, now);
      if (mail) writeMail(ctx, batch, db, mail);
    }
    const changes: [Hold, 1 | -1][] = [
      ...releases.map((hold) => [hold, -1] as [Hold, -1]),
      ...holds.map((hold) => [hold, 1] as [Hold, 1]),
    ];
    writeCounterChanges(batch, db, netHoldChanges(changes));
    await batch.commit();
  }

  const today = () => todayInIndia(new Date(ctx.now()));

  return {
    active: (day) =>
      guard(async () =>
        readAll(
          query(
            collection(ctx.publicDb, 'alerts'),
            where('state', '==', 'open'),
            where('to', '>=', day),
            orderBy('to'),
            limit(activeAlertsLimit),
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
    notifyAll: (alertId) =>
      guard(async () => {
        await ctx.requireAdmin();
        const alert = await requireAlert(alertId);
        const now = ctx.now();
        const batch = writeBatch(ctx.adminDb);
        let sent = 0;
        for (const { booking } of await affected(alert)) {
          const mail = travelAlertMail(alert, booking, alertKindWords[alert.kind], now);
          if (!mail) continue;
          writeMail(ctx, batch, ctx.adminDb, mail);
          sent++;
        }
        if (sent > 0) await batch.commit();
        return sent;
      }),
    moveBooking: (bookingId, newDate) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const booking = isDocumentId(bookingId)
          ? await readOne(doc(ctx.adminDb, 'hotelBookings', bookingId), ctx.convert.booking.fromDocument)
          : null;
        if (!booking) throw new BackendError('not-found');
        const tour =
          booking.kind === 'tour' && booking.itemId && isDocumentId(booking.itemId)
            ? await readOne(doc(ctx.adminDb, 'tourPackages', booking.itemId), ctx.convert.tour.fromDocument)
            : null;
        await applyMoves([planMove(booking, newDate, tour, today())], admin.email);
      }),
    moveDeparture: (tourId, fromDate, toDate) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const tour = isDocumentId(tourId)
          ? await readOne(doc(ctx.adminDb, 'tourPackages', tourId), ctx.convert.tour.fromDocument)
          : null;
        if (!tour) throw new BackendError('not-found');
        const bookings = await readAll(
          query(collection(ctx.adminDb, 'hotelBookings'), where('hotelId', '==', tourId), where('checkInDate', '==', fromDate)),
          ctx.convert.booking.fromDocuments,
        );
        const plans = planDepartureMove(bookings, tour, fromDate, toDate, today());
        await applyMoves(plans, admin.email);
        return plans.length;
      }),
  };
}
