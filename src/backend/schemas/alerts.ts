import { z } from 'zod';
import { limits } from '../limits';
import { count, emailSchema, isoDateSchema, optionalText, rupees, text, utcDateTime } from './fields';

// The operator's travel alerts (a road closed, permits suspended, heavy snow) and the moves of bookings they cause.

export const alertKinds = ['road-closed', 'permits-suspended', 'heavy-snow', 'other'] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

/**
 * What the operator posts. Nothing personal: the site shows it to anyone, as a banner on the pages of its places
 * and tours. `places` are words matched against the tours' itinerary days and places ('North Sikkim', 'Lachung').
 */
export const alertInputSchema = z
  .object({
    kind: alertKindSchema,
    title: text(limits.title),
    places: z.array(text(limits.place)).max(limits.alertPlaces).default([]),
    tourIds: z.array(text(limits.title)).max(limits.alertPlaces).default([]),
    from: isoDateSchema,
    to: isoDateSchema,
    message: optionalText(limits.text).default(''),
  })
  .refine((alert) => alert.to >= alert.from, { message: 'The last day is before the first', path: ['to'] })
  .refine((alert) => alert.places.length > 0 || alert.tourIds.length > 0, {
    message: 'Name at least one place or tour',
    path: ['places'],
  });
export type AlertInput = z.input<typeof alertInputSchema>;

export const alertStates = ['open', 'closed'] as const;

export const alertSchema = z.object({
  id: text(limits.title),
  kind: alertKindSchema,
  title: text(limits.title),
  places: z.array(text(limits.place)).max(limits.alertPlaces),
  tourIds: z.array(text(limits.title)).max(limits.alertPlaces),
  from: isoDateSchema,
  to: isoDateSchema,
  message: optionalText(limits.text),
  state: z.enum(alertStates),
  createdAt: utcDateTime,
  closedAt: utcDateTime.optional(),
  /**
   * The latest "Notify all", as the transaction that sent it stored it: when, and how many e-mails went out. To whom is
   * in the Outbox, not here: anyone reads an alert.
   */
  notifiedAt: utcDateTime.optional(),
  notifiedMails: count(0, limits.transactionWrites).optional(),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * Whom "Notify all" has e-mailed about one alert, kept apart from the alert because anyone reads the alert:
 * `alertNotices/{alertId}`, read by the operator only and written by the alert transactions only. Each booking told keeps
 * when, and a key of the alert's words then, so a second press e-mails only those not told yet, and everyone again
 * once the operator has changed what the alert says.
 */
export const alertNoticesSchema = z.object({
  told: z
    .record(text(limits.title), z.object({ at: utcDateTime, words: text(limits.alertWordsKey) }))
    .refine((told) => Object.keys(told).length <= limits.alertTold, {
      message: `At most ${limits.alertTold} bookings`,
    }),
});
export type AlertNotices = z.infer<typeof alertNoticesSchema>;

/** What a "Notify all" did: e-mails written now, and bookings left out because they were told these words before. */
export const notifyResultSchema = z.object({
  sent: count(0, limits.transactionWrites),
  alreadyTold: count(0, limits.transactionWrites),
});
export type NotifyResult = z.infer<typeof notifyResultSchema>;

/** A booking moved to another date, as the operator's record of it keeps it. */
export const bookingMoveSchema = z.object({
  at: utcDateTime,
  by: emailSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  /**
   * What the move did to the price, as the move transaction worked it out and told the customer: the trip at the operator's
   * rates on its old dates and on its new ones (a season, a rate period or a peak falls differently), and the
   * difference. Absent on a move priced by its quote (a tailored trip) and on moves made before.
   */
  price: z
    .object({
      before: rupees(limits.totalPrice),
      after: rupees(limits.totalPrice),
      difference: z.number().int().min(-limits.totalPrice).max(limits.totalPrice),
    })
    .refine((price) => price.difference === price.after - price.before, {
      message: 'The difference is the new price less the old',
      path: ['difference'],
    })
    .optional(),
});
export type BookingMove = z.infer<typeof bookingMoveSchema>;

/** What a move would do, before the operator confirms it: its price difference (null: priced by its quote). */
export const movePreviewSchema = z.object({ price: bookingMoveSchema.shape.price.unwrap().nullable() });
export type MovePreview = z.infer<typeof movePreviewSchema>;
