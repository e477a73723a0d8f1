import { doc, increment, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import type { BookingRequestInput, FlightRequestInput, Booking } from '../../src/backend/schemas';
import { departureId, holdOf, nightsByMonth, roomMonthId } from '../../src/backend/domain/availability';
import { newBooking, newFlightRequest, type BookedItem } from '../../src/backend/domain/booking-request';
import { bookingReceivedMails, type MailDraft } from '../../src/backend/domain/mail';
import { notificationSettings, storedBooking } from './fixtures';

/**
 * The batch a customer's booking writes (bookings.create in the backend design), built with the app's own
 * business rules (pricing, holds, mail drafts), so the matrix checks the rules against what the app will write:
 *
 *   hotelBookings/{id}, bookingReferences/{reference}, roomNights month docs or the departureSeats doc
 *   (increment), mail/{id}-customer, mail/{id}-operator.
 *
 * Cases take a valid plan and break one thing in it.
 */
export interface WriteOf {
  collection: string;
  id: string;
  data: DocumentData;
  /** setDoc(..., { merge: true }), as the counters are written. */
  merge?: boolean;
}

/** A mail document as stored: the app's draft without its id, and the server's time. */
export interface StoredMail {
  to: string;
  template: { name: string; data: Record<string, string | number> };
  createdAt: unknown;
  [key: string]: unknown;
}

export interface BookingPlan {
  id: string;
  /** The entity the app computed (for building expectations). */
  entity: Booking;
  booking: DocumentData;
  reference: WriteOf | null;
  counters: WriteOf[];
  mails: WriteOf[];
  /** The app's mail drafts (bookingReceivedMails), for expectations. */
  drafts: MailDraft[];
}

export interface PlanIds {
  id: string;
  userId: string;
  reference: string;
}

function plan(entity: Booking): BookingPlan {
  const hold = holdOf(entity);
  const drafts = bookingReceivedMails(entity, notificationSettings.operatorEmail);
  const counters: WriteOf[] = [];
  if (hold.kind === 'nights') {
    for (const [month, days] of nightsByMonth(hold.nights)) {
      counters.push({
        collection: 'roomNights',
        id: roomMonthId(hold.roomId, month),
        data: {
          roomId: hold.roomId,
          month,
          lastBooking: entity.id,
          held: Object.fromEntries(days.map((day) => [day, increment(1)])),
        },
        merge: true,
      });
    }
  } else if (hold.kind === 'seats') {
    counters.push({
      collection: 'departureSeats',
      id: departureId(hold.tourId, hold.date),
      data: { tourId: hold.tourId, date: hold.date, lastBooking: entity.id, held: increment(hold.seats) },
      merge: true,
    });
  }
  return {
    id: entity.id,
    entity,
    booking: storedBooking(entity, serverTimestamp()),
    reference: { collection: 'bookingReferences', id: entity.reference!, data: { bookingId: entity.id } },
    counters,
    drafts,
    mails: drafts.map((draft) => ({
      collection: 'mail',
      id: draft.id,
      data: { to: draft.to, template: draft.template, createdAt: serverTimestamp() },
    })),
  };
}

/** bookings.create: priced from the stored item by the app's rules/booking-request.ts. */
export function planBooking(input: BookingRequestInput, item: BookedItem, ids: PlanIds): BookingPlan {
  return plan(newBooking(input, item, { ...ids, createdAt: new Date().toISOString() }));
}

/** bookings.requestFlight: a flight that is not among the stored ones. */
export function planFlightRequest(input: FlightRequestInput, ids: PlanIds): BookingPlan {
  return plan(newFlightRequest(input, { ...ids, createdAt: new Date().toISOString() }));
}

export function writesOf(p: BookingPlan): WriteOf[] {
  return [
    { collection: 'hotelBookings', id: p.id, data: p.booking },
    ...(p.reference ? [p.reference] : []),
    ...p.counters,
    ...p.mails,
  ];
}

/** Commits the plan as one batch. */
export async function commit(db: Firestore, writes: readonly WriteOf[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.collection, write.id);
    if (write.merge) batch.set(ref, write.data, { merge: true });
    else batch.set(ref, write.data);
  }
  await batch.commit();
}

export const commitPlan = (db: Firestore, p: BookingPlan) => commit(db, writesOf(p));

// ---- Breaking one thing ------------------------------------------------------------------------------------

/** The plan without its e-mails: the booking, its reference and its counters (the e-mails are not required). */
export const withoutMails = (p: BookingPlan): BookingPlan => ({ ...p, mails: [] });

/** The booking's stored fields changed (and nothing else: mails are left out, so only the booking is wrong). */
export function forgeBooking(p: BookingPlan, patch: DocumentData, drop: string[] = []): BookingPlan {
  const booking = { ...p.booking, ...patch };
  for (const key of drop) delete booking[key];
  return { ...withoutMails(p), booking };
}

/** One mail's data replaced through `change` (the booking, reference and counters stay valid). */
export function forgeMail(
  p: BookingPlan,
  which: 'customer' | 'operator',
  change: (mail: StoredMail) => DocumentData,
): BookingPlan {
  return {
    ...p,
    mails: p.mails.map((mail) =>
      mail.id.endsWith(`-${which}`) ? { ...mail, data: change({ ...(mail.data as StoredMail) }) } : mail,
    ),
  };
}

/** The app's draft of one of the plan's mails. */
export function draftOf(p: BookingPlan, which: 'customer' | 'operator'): MailDraft {
  const draft = p.drafts.find((d) => d.id.endsWith(`-${which}`));
  if (!draft) throw new Error(`no ${which} mail in the plan`);
  return draft;
}

/** One mail's template data with `patch` applied (undefined removes a key). */
export function forgeMailData(p: BookingPlan, which: 'customer' | 'operator', patch: Record<string, unknown>): BookingPlan {
  return forgeMail(p, which, (mail) => {
    const data: Record<string, unknown> = { ...mail.template.data };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete data[key];
      else data[key] = value;
    }
    return { ...mail, template: { ...mail.template, data } };
  });
}

/** The plan's counter writes replaced. */
export const withCounters = (p: BookingPlan, counters: WriteOf[]): BookingPlan => ({ ...withoutMails(p), counters });
