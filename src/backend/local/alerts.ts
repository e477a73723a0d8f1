import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { activeAlertsLimit, affectedBookings, alertKindWords, isActiveAlert } from '../domain/alerts';
import { combinedHolds, moveRecord, planDepartureMove, planMove, type MovePlan } from '../domain/booking-moves';
import { todayInIndia } from '../domain/calendar';
import { bookingMovedMail, travelAlertMail } from '../domain/mail';
import { alertInputSchema, alertSchema, bookingOfficeRecordSchema, bookingSchema, tourSchema, type Alert } from '../schemas';
import type { AlertsApi } from '../types';
import { abort, changeHold, holdStores, mailDoc, type HoldTransaction } from './bookings';
import { requireAdmin, type LocalContext } from './context';

/**
 * Alerts live among the singletons as `alerts/<id>` (their own store would need a new database version for a
 * handful of documents). The moves run in the same kind of transaction as the operator's status changes, with the
 * same hold code (./bookings.ts): the old seats or rooms are released before the new ones are checked and held.
 */
const alertKey = (id: string) => `alerts/${id}`;
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
    return affectedBookings(alert, parseEach(bookingSchema, bookings, 'booking'), tourById);
  }

  /** Releases, checks and holds, and stores the moved bookings with their records and e-mails; all or nothing. */
  async function applyMoves(tx: HoldTransaction, plans: readonly MovePlan[], by: string): Promise<void> {
    for (const plan of plans) await changeHold(tx, plan.release, -1);
    for (const hold of combinedHolds(plans)) await changeHold(tx, hold, 1);
    const now = ctx.now();
    const at = new Date(now).toISOString();
    for (const plan of plans) {
      await tx.objectStore('hotelBookings').put(plan.after);
      const notes = tx.objectStore('bookingNotes');
      const record = parseOne(bookingOfficeRecordSchema, (await notes.get(plan.after.id)) ?? {}, 'booking note') ?? {
        note: '',
        history: [],
      };
      await notes.put({ id: plan.after.id, ...record, moves: [...(record.moves ?? []), moveRecord(plan, at, by)].slice(-100) });
      const mail = bookingMovedMail(plan.before, plan.after, now);
      if (mail) await tx.objectStore('mail').put(mailDoc(mail, at));
    }
  }

  async function inMoveTransaction<T>(work: (tx: HoldTransaction, today: string) => Promise<T>): Promise<T> {
    const tx = (await ctx.db()).transaction(holdStores, 'readwrite');
    try {
      const result = await work(tx, todayInIndia(new Date(ctx.now())));
      await tx.done;
      return result;
    } catch (error) {
      abort(tx);
      throw error;
    }
  }

  return {
    async active(today) {
      return (await stored())
        .filter((alert) => isActiveAlert(alert, today))
        .sort(byEnd)
        .slice(0, activeAlertsLimit);
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
      const alert = await requireAlert(alertId);
      const now = ctx.now();
      const mails = (await affected(alertId)).flatMap(({ booking }) => {
        const mail = travelAlertMail(alert, booking, alertKindWords[alert.kind], now);
        return mail ? [mail] : [];
      });
      const tx = (await ctx.db()).transaction('mail', 'readwrite');
      for (const mail of mails) await tx.store.put(mailDoc(mail, new Date(now).toISOString()));
      await tx.done;
      return mails.length;
    },
    async moveBooking(bookingId, newDate) {
      const admin = requireAdmin(ctx);
      await inMoveTransaction(async (tx, today) => {
        const booking = parseOne(bookingSchema, (await tx.objectStore('hotelBookings').get(bookingId)) ?? null, 'booking');
        if (!booking) throw new BackendError('not-found');
        const tour =
          booking.kind === 'tour' && booking.itemId
            ? parseOne(tourSchema, (await tx.objectStore('tourPackages').get(booking.itemId)) ?? null, 'tour package')
            : null;
        await applyMoves(tx, [planMove(booking, newDate, tour, today)], admin.email);
      });
    },
    async moveDeparture(tourId, fromDate, toDate) {
      const admin = requireAdmin(ctx);
      return inMoveTransaction(async (tx, today) => {
        const tour = parseOne(tourSchema, (await tx.objectStore('tourPackages').get(tourId)) ?? null, 'tour package');
        if (!tour) throw new BackendError('not-found');
        const bookings = parseEach(bookingSchema, await tx.objectStore('hotelBookings').getAll(), 'booking');
        const plans = planDepartureMove(bookings, tour, fromDate, toDate, today);
        await applyMoves(tx, plans, admin.email);
        return plans.length;
      });
    },
  };
}
