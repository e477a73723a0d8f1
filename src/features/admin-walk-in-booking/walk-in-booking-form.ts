import { z } from 'zod';
import { limits } from '@/backend/limits';
import { normalizePhone, phoneMessage } from '@/backend/domain/phone';
import { priceRequest, type BookedItem } from '@/backend/domain/booking-request';
import { isCalendarDate } from '@/backend/domain/calendar';
import { walkInBookingInputSchema, walkInBookingKinds, type WalkInBookingInput } from '@/backend/schemas/walk-in-bookings';
import { discountedPrice, discountProblems } from '@/backend/domain/walk-in-discount';
import {
  bookingRequestInputSchema,
  flightRequestInputSchema,
  mealPlanSchema,
  travellerSchema,
  type MealPlan,
  type PriceLine,
  type Traveller,
} from '@/backend/schemas';
import { parseInput } from '@/backend/parse';
import {
  billingFieldsSchema,
  billingOfTyped,
  checkBilling,
  emptyBilling,
  type BillingFieldValues,
} from '@/components/booking/billing-values';

/** What the operator books at the office. */
export type WalkInKind = 'tour' | 'room' | 'flight' | 'flightRequest';

export const walkInKindLabels: Record<WalkInKind, string> = {
  tour: 'A tour',
  room: 'A Hotel Aster room',
  flight: 'A listed flight',
  flightRequest: 'A flight to ask the airlines for',
};

/** One traveller's row as typed: the age as text until it is a number. */
export interface WalkInTraveller {
  name: string;
  age: string;
  nationality: string;
  /** A child sharing a bed (priced as a child without a bed). */
  sharedBed: boolean;
  ownRoom: boolean;
}

export const emptyTraveller = (): WalkInTraveller => ({ name: '', age: '', nationality: 'IN', sharedBed: false, ownRoom: false });

/**
 * The form as typed: every field a string or a flag, checked by `walkInBookingFormSchema` and turned into the port's
 * input. Whom to bill as the customer's booking forms ask it (the state, a GSTIN and business name, a PAN).
 */
export interface WalkInBookingValues extends BillingFieldValues {
  kind: WalkInKind;
  userName: string;
  phone: string;
  email: string;
  itemId: string;
  travelDate: string;
  endDate: string;
  travellers: WalkInTraveller[];
  /** Tour options: one vehicle, pick-up and drop each (ids, '' for none) and the extras ticked. */
  vehicle: string;
  pickup: string;
  drop: string;
  extras: string[];
  /** Rooms: guests by age, rooms of the type and the meal plan. */
  adults: string;
  children: string;
  rooms: string;
  mealPlan: MealPlan;
  /** Flights: passengers; flight requests: where from and to. */
  passengers: string;
  from: string;
  to: string;
  discount: string;
  discountReason: string;
  status: 'Confirmed' | 'Pending';
}

export const emptyWalkInBooking = (): WalkInBookingValues => ({
  kind: 'room',
  userName: '',
  phone: '',
  email: '',
  itemId: '',
  travelDate: '',
  endDate: '',
  travellers: [emptyTraveller(), emptyTraveller()],
  vehicle: '',
  pickup: '',
  drop: '',
  extras: [],
  adults: '2',
  children: '0',
  rooms: '1',
  mealPlan: 'cp',
  passengers: '1',
  from: '',
  to: '',
  discount: '',
  discountReason: '',
  ...emptyBilling,
  // A walk-in pays in person: the booking is Confirmed at once unless the operator says otherwise.
  status: 'Confirmed',
});

/** Each field's message as the form shows it, by field (a traveller's age is on its own row's field). */
export type WalkInBookingErrors = Partial<Record<keyof WalkInBookingValues, string>>;

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

function travellerOf(row: WalkInTraveller): Traveller {
  return {
    name: row.name.trim(),
    age: whole(row.age) ?? 30,
    nationality: row.nationality,
    ...(row.sharedBed ? { ownBed: false } : {}),
    ...(row.ownRoom ? { ownRoom: true } : {}),
  };
}

/** The choice without the customer: what prices the booking (the discount apart). */
export function walkInChoice(
  values: WalkInBookingValues,
): Omit<WalkInBookingInput, 'userName' | 'phone' | 'userEmail' | 'status' | 'discount'> {
  // Whom to bill prices a tour's and a flight's GST (and a PAN an overseas package's TCS): sent once it checks out.
  const billing = billingOfTyped(values);
  return { ...choiceOf(values), ...(billing && values.kind !== 'flightRequest' ? { billing } : {}) };
}

function choiceOf(
  values: WalkInBookingValues,
): Omit<WalkInBookingInput, 'userName' | 'phone' | 'userEmail' | 'status' | 'discount'> {
  switch (values.kind) {
    case 'tour':
      return {
        kind: 'tour',
        itemId: values.itemId,
        travelDate: values.travelDate,
        endDate: values.travelDate,
        travellers: values.travellers.length,
        party: values.travellers.map(travellerOf),
        options: [values.vehicle, values.pickup, values.drop, ...values.extras].filter((id) => id !== ''),
      };
    case 'room': {
      const adults = whole(values.adults) ?? 1;
      const children = whole(values.children) ?? 0;
      return {
        kind: 'room',
        itemId: values.itemId,
        travelDate: values.travelDate,
        endDate: values.endDate,
        travellers: adults + children,
        adults,
        children,
        rooms: whole(values.rooms) ?? 1,
        mealPlan: values.mealPlan,
      };
    }
    case 'flight':
      return {
        kind: 'flight',
        itemId: values.itemId,
        travelDate: values.travelDate,
        endDate: values.travelDate,
        travellers: whole(values.passengers) ?? 1,
      };
    case 'flightRequest':
      return {
        kind: 'flightRequest',
        from: values.from.trim(),
        to: values.to.trim(),
        travelDate: values.travelDate,
        endDate: values.travelDate,
        travellers: whole(values.passengers) ?? 1,
      };
  }
}

/** The port's input: the phone in international form, the e-mail only when given, the discount only when typed. */
export function walkInBookingInput(values: WalkInBookingValues): WalkInBookingInput {
  const amount = whole(values.discount);
  return {
    ...walkInChoice(values),
    userName: values.userName.trim(),
    phone: normalizePhone(values.phone) ?? values.phone,
    userEmail: values.email.trim(),
    status: values.status,
    ...(amount ? { discount: { amount, reason: values.discountReason.trim() } } : {}),
  };
}

/** The form's values as typed, each field text or a flag: what react-hook-form keeps. */
const walkInBookingValuesSchema = z.object({
  kind: z.enum(walkInBookingKinds),
  userName: z.string(),
  phone: z.string(),
  email: z.string(),
  itemId: z.string(),
  travelDate: z.string(),
  endDate: z.string(),
  travellers: z.array(
    z.object({ name: z.string(), age: z.string(), nationality: z.string(), sharedBed: z.boolean(), ownRoom: z.boolean() }),
  ),
  vehicle: z.string(),
  pickup: z.string(),
  drop: z.string(),
  extras: z.array(z.string()),
  adults: z.string(),
  children: z.string(),
  rooms: z.string(),
  mealPlan: mealPlanSchema,
  passengers: z.string(),
  from: z.string(),
  to: z.string(),
  discount: z.string(),
  discountReason: z.string(),
  status: z.enum(['Confirmed', 'Pending']),
  billState: z.string(),
  gstin: z.string(),
  businessName: z.string(),
  pan: z.string(),
}) satisfies z.ZodType<WalkInBookingValues>;

/**
 * A field's rule is the port's own: the text as typed passes when what the form would send for it passes the
 * schema placeWalkInBooking parses (`sent` turns the text into that value), so the form refuses what the backend
 * would, in the form's words.
 */
const sendable = (portField: z.ZodType, message: string, sent: (text: string) => unknown = (text) => text.trim()) =>
  z.string().refine((text) => portField.safeParse(sent(text)).success, message);

const port = walkInBookingInputSchema.shape;
const wholeOrNone = (text: string) => whole(text) ?? Number.NaN;

/** The rules every kind of booking shares: the customer, and the discount's own form. */
const customerRules = walkInBookingValuesSchema.extend({
  userName: sendable(port.userName, 'Please enter the customer’s name.'),
  phone: z.string().refine((text) => normalizePhone(text) !== null, phoneMessage),
  email: sendable(port.userEmail, 'Please enter a valid e-mail address, or leave it empty.'),
  discount: sendable(port.discount.unwrap().shape.amount, 'Please enter the discount in whole rupees.', (text) =>
    text.trim() === '' ? 1 : wholeOrNone(text),
  ),
});
const chosenItem = sendable(port.itemId, 'Please choose what to book.');
const startDate = sendable(port.travelDate, 'Please choose a date.');
const passengers = sendable(
  flightRequestInputSchema.shape.travellers,
  `Please choose between 1 and ${limits.flightPassengers} passengers.`,
  wholeOrNone,
);
/** Whom to bill, with the checks the customer's booking forms make (a flight request takes no bill). */
const billedRules = customerRules.extend(billingFieldsSchema.shape);

/** Each kind's fields and their rules: a field another kind asks is not checked. */
const walkInBookingRules = z.discriminatedUnion('kind', [
  billedRules
    .extend({
      kind: z.literal('tour'),
      itemId: chosenItem,
      travelDate: startDate,
      travellers: z.array(
        walkInBookingValuesSchema.shape.travellers.element.extend({
          age: sendable(travellerSchema.shape.age, 'Please give the age.', wholeOrNone),
        }),
      ),
    })
    .superRefine(checkBilling),
  billedRules
    .extend({
      kind: z.literal('room'),
      itemId: chosenItem,
      travelDate: startDate,
      endDate: sendable(port.endDate, 'Please choose the check-out date.'),
    })
    .superRefine(checkBilling),
  billedRules
    .extend({ kind: z.literal('flight'), itemId: chosenItem, travelDate: startDate, passengers })
    .superRefine(checkBilling),
  customerRules.extend({
    kind: z.literal('flightRequest'),
    travelDate: startDate,
    passengers,
    from: sendable(flightRequestInputSchema.shape.from, 'Please say where the flight leaves from.'),
    to: sendable(flightRequestInputSchema.shape.to, 'Please say where the flight goes.'),
  }),
]);

/**
 * The form checked, each message on its field, and turned into the port's input; `total` is the priced total when
 * known, which a discount may not pass (the discount's rules are placeWalkInBooking's, domain/walk-in-discount.ts).
 */
export function walkInBookingFormSchema(total: number | null) {
  return walkInBookingRules
    .superRefine((values, ctx) => {
      if (values.discount.trim() === '') return;
      const problems = discountProblems({ amount: whole(values.discount) ?? 0, reason: values.discountReason }, total);
      if (problems.reason) ctx.addIssue({ code: 'custom', path: ['discountReason'], message: problems.reason });
      if (problems.amount) ctx.addIssue({ code: 'custom', path: ['discount'], message: problems.amount });
    })
    .transform(walkInBookingInput);
}

export type WalkInPreview =
  | {
      ok: true;
      lines: PriceLine[];
      total: number;
      /** With the discount typed taken off (and the GST on what is left): what placeWalkInBooking will store. */
      discounted: { lines: PriceLine[]; totalPrice: number };
    }
  | { ok: false; message: string }
  | null;

/**
 * The price the backend will charge, worked out by the same code (priceRequest) on the same stored data, for the
 * operator to quote before booking. Null until there is something to price.
 */
export function previewWalkInPrice(values: WalkInBookingValues, item: BookedItem | null): WalkInPreview {
  if (values.kind === 'flightRequest') return { ok: true, lines: [], total: 0, discounted: { lines: [], totalPrice: 0 } };
  if (!item || !isCalendarDate(values.travelDate) || (values.kind === 'room' && !isCalendarDate(values.endDate))) return null;
  try {
    const choice = walkInChoice(values);
    // Stand-ins for the customer: only the choice prices the booking. Read as the server reads it, then priced.
    const request = parseInput(bookingRequestInputSchema, {
      ...choice,
      kind: values.kind,
      userName: 'Office',
      userEmail: 'office@example.com',
      phone: '+919800000000',
    });
    const priced = priceRequest(request, item);
    const lines = priced.lines ?? [{ kind: 'other' as const, label: priced.itemName, detail: '', amount: priced.totalPrice }];
    const amount = whole(values.discount) ?? 0;
    const discounted =
      amount > 0 && amount <= priced.totalPrice
        ? discountedPrice(
            { ...priced, kind: values.kind, userName: 'Office' },
            { amount, reason: values.discountReason.trim() },
            item.taxRules ?? null,
          )
        : { lines, totalPrice: priced.totalPrice };
    return { ok: true, lines, total: priced.totalPrice, discounted };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'This cannot be priced.' };
  }
}
