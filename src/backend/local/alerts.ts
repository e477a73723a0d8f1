import { BackendError } from '../errors';
import { limits } from '../limits';
import { parseEach, parseInput, parseOne } from '../parse';
import { affectedBookings, isActiveAlert, withToldTimes } from '../domain/alerts';
import {
  moveOneBooking,
  moveWholeDeparture,
  notifyAlert,
  previewOneMove,
  type AlertStore,
} from '../domain/transactions/operator-alerts';
import { alertInputSchema, alertNoticesSchema, alertSchema, bookingSchema, tourSchema, type Alert } from '../schemas';
import type { AlertsApi } from '../types';
import { runInTransaction, type HoldTransaction } from './bookings';
import { requireAdmin, type LocalContext } from './context';

/**
 * Alerts live among the singletons as `alerts/<id>` (their own store would need a new database version for a
 * handful of documents). Moves and "Notify all" are the alert transactions' (domain/transactions/operator-alerts.ts), run in one
 * IndexedDB transaction like the operator's status changes.
 */
const alertKey = (id: string) => `alerts/${id}`;
/** Whom "Notify all" told, beside the alert and, like on Firestore, not part of it. */
const noticesKey = (id: string) => `alertNotices/${id}`;
const alertRange = () => IDBKeyRange.bound('alerts/', 'alerts/\uffff');

const byEnd = (a: Alert, b: Alert) => a.to.localeCompare(b.to) || a.id.localeCompare(b.id);
const newestFirst = (a: Alert, b: Alert) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function createLocalAlerts(ctx: LocalContext): AlertsApi {
  const stored = async (): Promise<Alert[]> =>
    parseEach(
      alertSchema,
      (await (await ctx.db()).getAll('singletons', alertRange())).map(({ id, ...rest }) => ({
        ...rest,
        id: id.slice('alerts/'.length),
      })),
      'alert',
    );

  async function requireAlert(id: string): Promise<Alert> {
    const found = await (await ctx.db()).get('singletons', alertKey(id));
    const alert = found ? parseOne(alertSchema, { ...found, id }, 'alert') : null;
    if (!alert) throw new BackendError('not-found');
    return alert;
  }

  async function affected(alertId: string) {
    const alert = await requireAlert(alertId);
    const db = await ctx.db();
    const [bookings, tours] = await Promise.all([db.getAll('hotelBookings'), db.getAll('tourPackages')]);
    const tourById = new Map(parseEach(tourSchema, tours, 'tour package').map((tour) => [tour.id, tour]));
    const found = await db.get('singletons', noticesKey(alertId));
    const notices = found ? parseOne(alertNoticesSchema, found, 'alert notices') : null;
    return withToldTimes(
      alert,
      affectedBookings(alert, parseEach(bookingSchema, bookings, 'booking'), tourById),
      notices?.told ?? {},
    );
  }

  /** The alert transactions' store on the booking transaction: alerts live among the singletons. */
  const alertStore = (store: { putMail: AlertStore['putMail'] }, tx: HoldTransaction): AlertStore => ({
    findAlert: async (id) => {
      const found = await tx.objectStore('singletons').get(alertKey(id));
      return found ? parseOne(alertSchema, { ...found, id }, 'alert') : null;
    },
    bookingsStartingBetween: async (from, to) =>
      parseEach(bookingSchema, await tx.objectStore('hotelBookings').getAll(), 'booking').filter(
        (booking) => booking.travelDate >= from && booking.travelDate <= to,
      ),
    tours: async () => parseEach(tourSchema, await tx.objectStore('tourPackages').getAll(), 'tour package'),
    putMail: (draft, createdAt) => store.putMail(draft, createdAt),
    putNotified: async (alertId, at, mails) => {
      const singletons = tx.objectStore('singletons');
      const found = await singletons.get(alertKey(alertId));
      if (found) await singletons.put({ ...found, notifiedAt: at, notifiedMails: mails });
    },
    notices: async (alertId) => {
      const found = await tx.objectStore('singletons').get(noticesKey(alertId));
      return found ? parseOne(alertNoticesSchema, found, 'alert notices') : null;
    },
    putNotices: async (alertId, notices) => {
      await tx.objectStore('singletons').put({ id: noticesKey(alertId), ...notices });
    },
  });
  const agentOf = (admin: { email: string }) => ({ uid: admin.email, email: admin.email });
  const clock = () => ({ now: ctx.now() });

  return {
    async active(today) {
      return (await stored())
        .filter((alert) => isActiveAlert(alert, today))
        .sort(byEnd)
        .slice(0, limits.activeAlerts);
    },
    async list() {
      requireAdmin(ctx);
      const all = (await stored()).sort(newestFirst);
      return [...all.filter((alert) => alert.state === 'open'), ...all.filter((alert) => alert.state === 'closed')];
    },
    async save(input, id) {
      requireAdmin(ctx);
      const fields = parseInput(alertInputSchema, input);
      const before = id ? await requireAlert(id) : null;
      const alert = parseInput(alertSchema, {
        ...fields,
        id: id ?? `alert_${ctx.uniqueNow()}`,
        state: before?.state ?? 'open',
        createdAt: before?.createdAt ?? new Date(ctx.now()).toISOString(),
        ...(before?.closedAt ? { closedAt: before.closedAt } : {}),
        // The record of the latest "Notify all" is notifyAlert's: an edit keeps it.
        ...(before?.notifiedAt ? { notifiedAt: before.notifiedAt, notifiedMails: before.notifiedMails } : {}),
      });
      const { id: alertId, ...rest } = alert;
      await (await ctx.db()).put('singletons', { id: alertKey(alertId), ...rest });
      return alert;
    },
    async close(id) {
      requireAdmin(ctx);
      const alert = await requireAlert(id);
      if (alert.state === 'closed') return;
      const { id: alertId, ...rest } = alert;
      await (
        await ctx.db()
      ).put('singletons', {
        id: alertKey(alertId),
        ...rest,
        state: 'closed',
        closedAt: new Date(ctx.now()).toISOString(),
      });
    },
    async affected(alertId) {
      requireAdmin(ctx);
      return affected(alertId);
    },
    async notifyAll(alertId) {
      requireAdmin(ctx);
      return runInTransaction(ctx, (store, tx) => notifyAlert(alertStore(store, tx), { alertId }, clock()));
    },
    async moveBooking(bookingId, newDate) {
      const agent = agentOf(requireAdmin(ctx));
      await runInTransaction(ctx, (store) => moveOneBooking(store, { bookingId, newDate }, agent, clock()));
    },
    async previewMove(bookingId, newDate) {
      requireAdmin(ctx);
      return runInTransaction(ctx, (store) => previewOneMove(store, { bookingId, newDate }, clock()));
    },
    async moveDeparture(tourId, fromDate, toDate) {
      const agent = agentOf(requireAdmin(ctx));
      return runInTransaction(ctx, (store) => moveWholeDeparture(store, { tourId, fromDate, toDate }, agent, clock()));
    },
  };
}
