import { z } from 'zod';
import { limits } from '@/backend/limits';
import { normalizePhone, phoneMessage } from '@/backend/domain/phone';
import { priceRequest, type BookedItem } from '@/backend/domain/booking-request';
import { discountAboveTotal, discountNeedsReason, walkInBookingKinds } from '@/backend/schemas/walk-in-bookings';
import { discountedPrice } from '@/backend/domain/walk-in-discount';
import type { WalkInBookingInput } from '@/backend/schemas/walk-in-bookings';
import { bookingRequestInputSchema, mealPlanSchema, type MealPlan, type PriceLine, type Traveller } from '@/backend/schemas';
import { parseInput } from '@/backend/parse';
import { billingErrors, billingOfTyped, emptyBilling, type BillingFieldValues } from '@/components/booking/billing-values';

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
 * The form as typed: every field a string or a flag, checked by `walkInBookingErrors` and turned into the port's
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

export type WalkInBookingErrors = Partial<
  Record<
    | 'userName'
    | 'phone'
    | 'email'
    | 'itemId'
    | 'travelDate'
    | 'endDate'
    | 'travellers'
    | 'passengers'
    | 'from'
    | 'to'
    | 'discount'
    | 'discountReason'
    | keyof BillingFieldValues,
    string
  >
>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

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

/** What the operator must fix before the booking can be made; `total` is the priced total when known. */
export function walkInBookingErrors(values: WalkInBookingValues, total: number | null): WalkInBookingErrors {
  const errors: WalkInBookingErrors = {};
  if (values.userName.trim() === '') errors.userName = 'Please enter the customer’s name.';
  if (normalizePhone(values.phone) === null) errors.phone = phoneMessage;
  if (values.email.trim() !== '' && !looksLikeEmail(values.email.trim()))
    errors.email = 'Please enter a valid e-mail address, or leave it empty.';
  if (values.kind !== 'flightRequest' && values.itemId === '') errors.itemId = 'Please choose what to book.';
  if (!isoDate.test(values.travelDate)) errors.travelDate = 'Please choose a date.';
  if (values.kind === 'room' && !isoDate.test(values.endDate)) errors.endDate = 'Please choose the check-out date.';
  if (values.kind === 'tour' && values.travellers.some((row) => whole(row.age) === null))
    errors.travellers = 'Please give each traveller’s age.';
  if (values.kind === 'flight' || values.kind === 'flightRequest') {
    const passengers = whole(values.passengers);
    if (passengers === null || passengers < 1 || passengers > limits.flightPassengers)
      errors.passengers = `Please choose between 1 and ${limits.flightPassengers} passengers.`;
  }
  if (values.kind === 'flightRequest') {
    if (values.from.trim() === '') errors.from = 'Please say where the flight leaves from.';
    if (values.to.trim() === '') errors.to = 'Please say where the flight goes.';
  }
  if (values.discount.trim() !== '') {
    const amount = whole(values.discount);
    if (amount === null || amount < 1) errors.discount = 'Please enter the discount in whole rupees.';
    else if (total !== null && amount > total) errors.discount = discountAboveTotal;
    if (values.discountReason.trim() === '') errors.discountReason = discountNeedsReason;
  }
  if (values.kind !== 'flightRequest') Object.assign(errors, billingErrors(values));
  return errors;
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
 * The form checked (`walkInBookingErrors`, each message on its field) and turned into the port's input; `total` is
 * the priced total when known, which a discount may not pass.
 */
export function walkInBookingFormSchema(total: number | null) {
  return walkInBookingValuesSchema
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(walkInBookingErrors(values, total))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
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
  if (!item || !isoDate.test(values.travelDate) || (values.kind === 'room' && !isoDate.test(values.endDate))) return null;
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
