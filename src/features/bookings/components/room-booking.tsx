import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { availabilityQueries } from '@/backend/queries';
import { firstFullNight, roomSoldOutMessage, roomsLeft } from '@/backend/domain/availability';
import { addDays, isCalendarDate, monthOf, todayCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { closingOf, periodOf } from '@/backend/domain/rate-periods';
import {
  occupancyOf,
  partyProblem,
  priceRoomStay,
  roomsNeeded,
  stayCalendarProblem,
  stayNights,
  stayProblem,
  type RoomStayPrice,
  type StayCalendar,
} from '@/backend/domain/room-stay';
import { seasonLabels } from '@/backend/domain/seasons';
import { limits } from '@/backend/limits';
import type { MealPlan, RoomType, SessionUser } from '@/backend/schemas';
import { PriceLines } from '@/components/booking/price-lines';
import { RoomPriceTable } from '@/components/room-price-table';
import { SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { mealPlanNames as mealPlans } from '@/lib/meal-plans';
import { roomBookingPath } from '@/lib/paths';
import { lastBookableFrom, lastCheckOutFrom, roomStaySchema, type RoomStayCheck, type RoomStayValues } from '../booking-schemas';
import { useConfirmBooking } from '../use-confirm-booking';
import { roomEnquiryMessage } from '../whatsapp-messages';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingLayout, ConfirmSection, SummaryCard } from './booking-layout';
import { GuestFields } from './guest-fields';
import { homePath, hotelAsterPath } from '@/lib/paths';

/** The guest counts the form offers: adults up to what the hotel's rooms of the type take, children up to 10. */
function guestChoices(room: RoomType) {
  const occupancy = occupancyOf(room);
  const perRoom = occupancy.adults + (occupancy.extraBed ? 1 : 0);
  return {
    adults: Math.max(1, Math.min(limits.tourTravellers, room.rooms * perRoom)),
    children: occupancy.anyAge ? 0 : Math.min(limits.roomGuests, limits.tourTravellers - 1),
    rooms: room.rooms,
  };
}

const count = (value: string) => Number(value) || 0;

/**
 * A room type's booking form. `calendar` is the hotel's seasons, rate periods and closed dates; `otherRooms` the
 * hotel's room types, offered when the party does not fit this one.
 */
/**
 * The stay a search sent in the address (`?checkIn=2026-12-20&checkOut=2026-12-23&guests=2`, or `adults`,
 * `children` and `plan`): dates from today on, at most the adults one room takes; anything else is left out.
 */
export function stayFromSearch(
  search: URLSearchParams,
  today: string,
  maxAdults: number,
): { checkIn: string; checkOut: string; adults: string; children: string; plan: MealPlan } {
  const date = (key: string) => {
    const value = search.get(key) ?? '';
    return isCalendarDate(value) && value >= today ? value : '';
  };
  const checkIn = date('checkIn');
  const checkOut = date('checkOut');
  const count = (key: string) => {
    const text = search.get(key);
    const value = Number(text);
    return text !== null && text !== '' && Number.isInteger(value) && value >= 0 ? value : null;
  };
  const adults = Math.min(Math.max(count('adults') ?? count('guests') ?? 2, 1), maxAdults);
  const children = Math.min(count('children') ?? 0, 10);
  const plan = (['ep', 'cp', 'map'] as const).find((id) => id === search.get('plan')) ?? 'cp';
  return {
    checkIn,
    checkOut: checkIn && checkOut > checkIn ? checkOut : '',
    adults: String(adults),
    children: String(children),
    plan,
  };
}

export function RoomBooking({
  room,
  calendar,
  otherRooms = [],
  user,
}: {
  room: RoomType;
  calendar: StayCalendar;
  otherRooms?: readonly RoomType[];
  user: SessionUser | null | undefined;
}) {
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => {
    const check: RoomStayCheck = (stay) => {
      const dates = isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut);
      const calendarProblem = dates ? stayCalendarProblem(stay.checkIn, stay.checkOut, calendar) : null;
      if (calendarProblem) return { path: 'checkOut', message: calendarProblem };
      const misfit = partyProblem(room, stay);
      return misfit ? { path: 'rooms', message: misfit } : null;
    };
    return roomStaySchema(today, check);
  }, [today, calendar, room]);
  const choices = guestChoices(room);
  const labels = seasonLabels(calendar.seasons);
  // A Hotels search or the Hotel Aster page may send the dates and guests along: the form opens with them.
  const [search] = useSearchParams();
  const [fromSearch] = useState(() => stayFromSearch(search, today, occupancyOf(room).adults));
  const { register, handleSubmit, formState, control, getFieldState, getValues, trigger, setValue, clearErrors } =
    useForm<RoomStayValues>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: {
        name: user?.name ?? '',
        email: user?.email ?? '',
        phone: '',
        checkIn: fromSearch.checkIn,
        checkOut: fromSearch.checkOut,
        adults: fromSearch.adults,
        children: fromSearch.children,
        rooms: '1',
        plan: fromSearch.plan,
      },
    });
  // 'onTouched' skips validating an untouched field on change, but the check-in date can put an error on the
  // check-out date before it is touched: an error on screen is re-checked on every change.
  const recheckShownError = (field: 'checkIn' | 'checkOut') => () => {
    if (getFieldState(field).error) void trigger(field);
  };
  const checkIn = useWatch({ control, name: 'checkIn' });
  const plan = useWatch({ control, name: 'plan' });
  const { errors } = formState;

  // The calendar picks check-in first, then check-out; a day on or before the check-in starts a new stay.
  const [calendarMonth, setCalendarMonth] = useState(() => monthOf(today));
  const pickDate = (date: string) => {
    const current = { checkIn: getValues('checkIn'), checkOut: getValues('checkOut') };
    if (!current.checkIn || current.checkOut || date <= current.checkIn) {
      setValue('checkIn', date, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
      setValue('checkOut', '', { shouldDirty: true });
      clearErrors('checkOut');
    } else {
      setValue('checkOut', date, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    }
  };
  // A date typed into the field brings its month into the calendar.
  const showMonthOf = (date: string) => {
    if (isCalendarDate(date) && date >= today) setCalendarMonth(monthOf(date));
  };

  const { confirm, busy, error } = useConfirmBooking(homePath());
  const onSubmit = handleSubmit((stay) =>
    confirm({
      kind: 'room',
      itemId: room.id,
      userName: stay.name,
      userEmail: stay.email,
      phone: normalizePhone(stay.phone) ?? stay.phone,
      travelDate: stay.checkIn,
      endDate: stay.checkOut,
      travellers: count(stay.adults) + count(stay.children),
      adults: count(stay.adults),
      children: count(stay.children),
      ...(count(stay.rooms) > 1 ? { rooms: count(stay.rooms) } : {}),
      mealPlan: stay.plan,
    }),
  );
  const [checkOut, adults, children] = useWatch({ control, name: ['checkOut', 'adults', 'children'] });
  const planInfo = mealPlans.find((option) => option.id === plan);

  return (
    <BookingLayout
      eyebrow="Hotel Aster, Gangtok · Room booking"
      title={room.name}
      back={{ to: hotelAsterPath(), label: 'Back to Hotel Aster' }}
      summary={
        <SummaryCard
          image={
            <img
              src={room.image}
              alt={`The ${room.name} room at Hotel Aster`}
              width="1000"
              height="667"
              className="aspect-[3/2] w-full bg-slate-100 object-cover"
            />
          }
        >
          <h2 className="font-display text-xl font-bold text-brand-900">About the room</h2>
          <p className="mt-2 text-slate-700">{room.description}</p>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Best for:</span> {room.bestFor.join(', ')}
          </p>
          <RoomPriceTable room={room} periods={calendar.periods} selectedPlan={plan} className="mt-5" />
          <p className="mt-3 text-xs text-slate-600">
            Season: {labels.season}. Off-season: {labels.offSeason}.
            {(calendar.periods ?? []).length > 0
              ? ` Dearer over ${(calendar.periods ?? []).map((period) => period.name).join(', ')}: the price below counts each night.`
              : ''}
          </p>
        </SummaryCard>
      }
    >
      <PageMeta
        noindex
        title={`Book the ${room.name} at Hotel Aster`}
        description={`Book the ${room.name} at Hotel Aster, Tadong, Gangtok: choose your dates and meal plan and see the total before you confirm.`}
      />
      {/* noValidate: the form's own messages say what is missing, instead of the browser's bubble on one field. */}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend className="font-display text-xl font-bold text-brand-900">Your stay</legend>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <TextField
              label="Check-in date"
              type="date"
              min={today}
              max={lastBookableFrom(today)}
              required
              error={errors.checkIn?.message}
              {...register('checkIn', {
                deps: ['checkOut'],
                onChange: (event: { target: { value: string } }) => {
                  recheckShownError('checkIn')();
                  showMonthOf(event.target.value);
                },
              })}
            />
            <TextField
              label="Check-out date"
              type="date"
              min={addDays(checkIn && checkIn >= today ? checkIn : today, 1)}
              max={lastCheckOutFrom(today, checkIn)}
              required
              error={errors.checkOut?.message}
              {...register('checkOut', { onChange: recheckShownError('checkOut') })}
            />
            <SelectField label="Adults" error={errors.adults?.message} {...register('adults', { deps: ['rooms'] })}>
              {Array.from({ length: choices.adults }, (_, index) => index + 1).map((value) => (
                <option key={value} value={String(value)}>
                  {value} {value === 1 ? 'Adult' : 'Adults'}
                </option>
              ))}
            </SelectField>
            {choices.children > 0 ? (
              <SelectField
                label="Children (under 12)"
                error={errors.children?.message}
                {...register('children', { deps: ['rooms'] })}
              >
                {Array.from({ length: choices.children + 1 }, (_, value) => (
                  <option key={value} value={String(value)}>
                    {value} {value === 1 ? 'Child' : 'Children'}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField label="Rooms" error={errors.rooms?.message} {...register('rooms')}>
              {Array.from({ length: choices.rooms }, (_, index) => index + 1).map((value) => (
                <option key={value} value={String(value)}>
                  {value} {value === 1 ? 'Room' : 'Rooms'}
                </option>
              ))}
            </SelectField>
            <SelectField label="Meal plan" error={errors.plan?.message} {...register('plan')}>
              {mealPlans.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.code} — {option.label}
                </option>
              ))}
            </SelectField>
          </div>
          <PartyAdvice room={room} otherRooms={otherRooms} control={control} setValue={setValue} />
          <StayAvailability room={room} control={control} />
          <div className="mt-5">
            <h3 className="text-sm font-bold text-slate-900">Availability of the {room.name}</h3>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              Pick your check-in date, then your check-out date. Sold-out and closed nights are greyed out.
            </p>
            <RoomCalendar
              room={room}
              calendar={calendar}
              control={control}
              month={calendarMonth}
              onMonthChange={setCalendarMonth}
              today={today}
              onPick={pickDate}
            />
          </div>
        </fieldset>
        <StayPrice room={room} calendar={calendar} control={control} />
        <div className="mt-8">
          <GuestFields
            title="Guest details"
            name={register('name')}
            email={register('email')}
            phone={register('phone')}
            errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message }}
          />
        </div>
        <ConfirmSection
          label="Confirm & Pay"
          busy={busy}
          error={error}
          whatsappMessage={roomEnquiryMessage({
            roomName: room.name,
            checkIn,
            checkOut,
            guests: count(adults) + count(children) || 1,
            mealPlan: planInfo ? `${planInfo.code} (${planInfo.label.toLowerCase()})` : undefined,
          })}
        />
      </form>
    </BookingLayout>
  );
}

function RoomCalendar({
  room,
  calendar,
  control,
  month,
  onMonthChange,
  today,
  onPick,
}: {
  room: RoomType;
  calendar: StayCalendar;
  control: Control<RoomStayValues>;
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  onPick: (date: string) => void;
}) {
  const [checkIn, checkOut, wanted] = useWatch({ control, name: ['checkIn', 'checkOut', 'rooms'] });
  const held = useQuery(availabilityQueries.roomNights(room.id, month, 1));
  const dayNote = (date: string) => {
    const closing = closingOf(date, calendar.closed ?? []);
    if (closing) return { closed: closing.reason, period: null };
    const period = periodOf(date, calendar.periods ?? []);
    return { closed: null, period: period ? periodWords(period) : null };
  };
  // Past the last check-in, a day is still offered as the check-out of a stay already begun.
  const lastDay = checkIn && !checkOut ? lastCheckOutFrom(today, checkIn) : lastBookableFrom(today);
  return (
    <AvailabilityCalendar
      month={month}
      onMonthChange={onMonthChange}
      // A calendar that cannot load shows every night as open: the booking itself is still checked when sent.
      held={held.isError ? {} : held.data}
      rooms={room.rooms}
      wanted={count(wanted) || 1}
      dayNote={dayNote}
      checkIn={checkIn}
      checkOut={checkOut}
      today={today}
      lastDay={lastDay}
      onPick={onPick}
    />
  );
}

/** 'New Year, at least 2 nights', as the calendar names a night of a rate period. */
function periodWords(period: { name: string; minNights?: number | undefined }): string {
  return (period.minNights ?? 1) > 1 ? `${period.name}, at least ${period.minNights} nights` : period.name;
}

/**
 * When the guests do not fit the rooms chosen: what one room sleeps, and what would take them instead, as two
 * rooms of this type (one press) or another room type that takes them in one.
 */
function PartyAdvice({
  room,
  otherRooms,
  control,
  setValue,
}: {
  room: RoomType;
  otherRooms: readonly RoomType[];
  control: Control<RoomStayValues>;
  setValue: UseFormSetValue<RoomStayValues>;
}) {
  const [adults, children, rooms] = useWatch({ control, name: ['adults', 'children', 'rooms'] });
  const party = { adults: count(adults), children: count(children), rooms: count(rooms) || 1 };
  const problem = partyProblem(room, party);
  const needed = problem ? roomsNeeded(room, party) : null;
  const fitting = problem ? otherRooms.filter((other) => other.id !== room.id && roomsNeeded(other, { ...party }) === 1) : [];
  return (
    <div role="status" className={problem ? 'mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950' : 'sr-only'}>
      {problem ? (
        <>
          <p className="font-medium">{problem}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {needed && needed !== party.rooms ? (
              <button
                type="button"
                onClick={() => setValue('rooms', String(needed), { shouldValidate: true, shouldDirty: true })}
                className="min-h-11 rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Book {needed} rooms of this type
              </button>
            ) : null}
            {fitting.map((other) => (
              <Link
                key={other.id}
                to={roomBookingPath(other.name)}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-300 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Book the {other.name} instead
              </Link>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The chosen stay's nights, when the dates make one that can be booked online. */
function bookableNights(checkIn: string, checkOut: string): string[] | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || stayProblem(checkIn, checkOut)) return null;
  return stayNights(checkIn, checkOut);
}

/**
 * Whether the room type is free on every night of the chosen stay. The backend checks again when the request
 * arrives (someone may book the last room meanwhile), with the same words for a full night.
 */
function StayAvailability({ room, control }: { room: RoomType; control: Control<RoomStayValues> }) {
  const [checkIn, checkOut, rooms] = useWatch({ control, name: ['checkIn', 'checkOut', 'rooms'] });
  const wanted = count(rooms) || 1;
  const nights = bookableNights(checkIn, checkOut);
  const firstMonth = nights ? monthOf(nights[0]!) : '';
  const months = nights && monthOf(nights.at(-1)!) !== firstMonth ? 2 : 1;
  const held = useQuery({ ...availabilityQueries.roomNights(room.id, firstMonth, months), enabled: nights !== null });

  let message: { tone: 'ok' | 'full' | 'info'; text: string } | null = null;
  if (nights && held.isPending) message = { tone: 'info', text: 'Checking availability for your dates...' };
  else if (nights && held.isError)
    message = {
      tone: 'info',
      text: 'We could not check availability just now. You can still send your request: we check it when it arrives.',
    };
  else if (nights && held.data) {
    const full = firstFullNight(nights, held.data, room.rooms, wanted);
    const left = roomsLeft(nights, held.data, room.rooms);
    message = full
      ? { tone: 'full', text: roomSoldOutMessage(full, room.rooms - (held.data[full] ?? 0)) }
      : {
          tone: 'ok',
          text:
            left === 1
              ? 'Available: the last room of this type for your dates.'
              : `Available for your dates: ${left} rooms of this type left.`,
        };
  }
  const tones = { ok: 'bg-emerald-50 text-emerald-900', full: 'bg-red-50 text-red-900', info: 'bg-slate-50 text-slate-700' };
  return (
    <p role="status" className={message ? `mt-4 rounded-xl px-4 py-3 text-sm font-medium ${tones[message.tone]}` : 'sr-only'}>
      {message?.text ?? ''}
    </p>
  );
}

/**
 * The price of the chosen plan and, once the dates make a stay, the total line by line (each run of nights at its
 * period's or season's rate, the extra beds, the children), before anything is confirmed: the same function the
 * backend prices the request with.
 */
function StayPrice({ room, calendar, control }: { room: RoomType; calendar: StayCalendar; control: Control<RoomStayValues> }) {
  const [checkIn, checkOut, plan, adults, children, rooms] = useWatch({
    control,
    name: ['checkIn', 'checkOut', 'plan', 'adults', 'children', 'rooms'],
  });
  const planInfo = mealPlans.find((option) => option.id === plan);
  const party = { adults: count(adults), children: count(children), rooms: count(rooms) || 1 };
  const priced = priceDates(room, plan, party, checkIn, checkOut, calendar);

  return (
    <section aria-labelledby="stay-price-title" className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="stay-price-title" className="text-sm font-bold uppercase tracking-wider text-brand-800">
        Price for your stay
      </h2>
      <div aria-live="polite" className="mt-3">
        {priced && 'stay' in priced ? (
          <>
            <PriceLines lines={priced.stay.lines} total={priced.stay.total} caption="Price for your stay, line by line" />
            <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-3">
              <span className="font-semibold text-slate-900">
                Total for {priced.stay.nights} {priced.stay.nights === 1 ? 'night' : 'nights'}
              </span>
              <span className="text-2xl font-bold tabular-nums text-brand-900">{formatRupees(priced.stay.total)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {formatCalendarDate(checkIn)} to {formatCalendarDate(checkOut)}, {planInfo?.label.toLowerCase()}.
            </p>
          </>
        ) : priced ? (
          <p className="text-slate-700">{priced.problem}</p>
        ) : (
          <>
            <p className="text-slate-700">
              {planInfo?.code} ({planInfo?.label}):{' '}
              <strong className="text-slate-900">{formatRupees(room.rates.season[plan])}</strong> per night in season,{' '}
              <strong className="text-slate-900">{formatRupees(room.rates.offSeason[plan])}</strong> off-season.
            </p>
            <p className="mt-1 text-sm text-slate-600">Choose your check-in and check-out dates to see the total.</p>
          </>
        )}
      </div>
    </section>
  );
}

/** The stay priced, or why it cannot be (a minimum stay, a closed night, a party too large), or null without dates. */
function priceDates(
  room: RoomType,
  plan: MealPlan,
  party: { adults: number; children: number; rooms: number },
  checkIn: string,
  checkOut: string,
  calendar: StayCalendar,
): { stay: RoomStayPrice } | { problem: string } | null {
  // Half-typed or reversed dates: the field errors explain; the price waits for a valid stay.
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) return null;
  const problem = stayCalendarProblem(checkIn, checkOut, calendar) ?? partyProblem(room, party);
  if (problem) return { problem };
  return { stay: priceRoomStay(room, plan, party, checkIn, checkOut, calendar) };
}
