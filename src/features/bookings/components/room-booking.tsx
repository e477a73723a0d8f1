import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { availabilityQueries } from '@/backend/queries';
import { firstFullNight, roomSoldOutMessage } from '@/backend/domain/availability';
import { addDays, isCalendarDate, monthOf, todayCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { nightsBetween, priceStay, stayBreakdown, stayNights, stayProblem, type StayLine } from '@/backend/domain/room-stay';
import { seasonLabels, seasonNames, type SeasonRange } from '@/backend/domain/seasons';
import type { MealPlan, RoomType, SessionUser } from '@/backend/schemas';
import { RoomPriceTable } from '@/components/room-price-table';
import { SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { mealPlanNames as mealPlans } from '@/lib/meal-plans';
import { lastBookableFrom, lastCheckOutFrom, roomStaySchema, type RoomStayValues } from '../booking-schemas';
import { useConfirmBooking } from '../use-confirm-booking';
import { roomEnquiryMessage } from '../whatsapp-messages';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingLayout, ConfirmSection, SummaryCard } from './booking-layout';
import { GuestFields } from './guest-fields';
import { homePath, hotelAsterPath } from '@/lib/paths';

export function RoomBooking({
  room,
  seasons,
  user,
}: {
  room: RoomType;
  seasons: readonly SeasonRange[];
  user: SessionUser | null | undefined;
}) {
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => roomStaySchema(today), [today]);
  const capacity = room.guests;
  const labels = seasonLabels(seasons);
  const { register, handleSubmit, formState, control, getFieldState, getValues, trigger, setValue, clearErrors } =
    useForm<RoomStayValues>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: {
        name: user?.name ?? '',
        email: user?.email ?? '',
        phone: '',
        checkIn: '',
        checkOut: '',
        guests: String(Math.min(2, capacity)),
        plan: 'cp',
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
      travellers: Number(stay.guests),
      mealPlan: stay.plan,
    }),
  );
  const [checkOut, guests] = useWatch({ control, name: ['checkOut', 'guests'] });
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
          <RoomPriceTable room={room} selectedPlan={plan} className="mt-5" />
          <p className="mt-3 text-xs text-slate-600">
            Season: {labels.season}. Off-season: {labels.offSeason}.
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
            <SelectField label="Guests" error={errors.guests?.message} {...register('guests')}>
              {Array.from({ length: capacity }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  {count} {count === 1 ? 'Guest' : 'Guests'}
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
          <StayAvailability room={room} control={control} />
          <div className="mt-5">
            <h3 className="text-sm font-bold text-slate-900">Availability of the {room.name}</h3>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              Pick your check-in date, then your check-out date. Sold-out nights are greyed out.
            </p>
            <RoomCalendar
              room={room}
              control={control}
              month={calendarMonth}
              onMonthChange={setCalendarMonth}
              today={today}
              onPick={pickDate}
            />
          </div>
        </fieldset>
        <StayPrice room={room} seasons={seasons} control={control} />
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
            guests: Number(guests) || 1,
            mealPlan: planInfo ? `${planInfo.code} (${planInfo.label.toLowerCase()})` : undefined,
          })}
        />
      </form>
    </BookingLayout>
  );
}

function RoomCalendar({
  room,
  control,
  month,
  onMonthChange,
  today,
  onPick,
}: {
  room: RoomType;
  control: Control<RoomStayValues>;
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  onPick: (date: string) => void;
}) {
  const [checkIn, checkOut] = useWatch({ control, name: ['checkIn', 'checkOut'] });
  const held = useQuery(availabilityQueries.roomNights(room.id, month, 1));
  // Past the last check-in, a day is still offered as the check-out of a stay already begun.
  const lastDay = checkIn && !checkOut ? lastCheckOutFrom(today, checkIn) : lastBookableFrom(today);
  return (
    <AvailabilityCalendar
      month={month}
      onMonthChange={onMonthChange}
      // A calendar that cannot load shows every night as open: the booking itself is still checked when sent.
      held={held.isError ? {} : held.data}
      rooms={room.rooms}
      checkIn={checkIn}
      checkOut={checkOut}
      today={today}
      lastDay={lastDay}
      onPick={onPick}
    />
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
  const [checkIn, checkOut] = useWatch({ control, name: ['checkIn', 'checkOut'] });
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
    const full = firstFullNight(nights, held.data, room.rooms);
    const left = Math.min(...nights.map((night) => room.rooms - (held.data[night] ?? 0)));
    message = full
      ? { tone: 'full', text: roomSoldOutMessage(full) }
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

/** The price of the chosen plan and, once the dates make a stay, the total, before anything is confirmed. */
function StayPrice({
  room,
  seasons,
  control,
}: {
  room: RoomType;
  seasons: readonly SeasonRange[];
  control: Control<RoomStayValues>;
}) {
  const [checkIn, checkOut, plan] = useWatch({ control, name: ['checkIn', 'checkOut', 'plan'] });
  const planInfo = mealPlans.find((option) => option.id === plan);
  const stay = priceDates(room, plan, checkIn, checkOut, seasons);

  return (
    <section aria-labelledby="stay-price-title" className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="stay-price-title" className="text-sm font-bold uppercase tracking-wider text-brand-800">
        Price for your stay
      </h2>
      <div aria-live="polite" className="mt-3">
        {stay ? (
          <>
            <ul className="space-y-1 text-slate-700">
              {stay.lines.map((line, index) => (
                <li key={index} className="flex justify-between gap-4">
                  <span>
                    {line.nights} {line.nights === 1 ? 'night' : 'nights'} × {formatRupees(line.rate)} ({seasonNames[line.season]}
                    , {planInfo?.code})
                  </span>
                  <span className="tabular-nums">{formatRupees(line.amount)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-3">
              <span className="font-semibold text-slate-900">
                Total for {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}
              </span>
              <span className="text-2xl font-bold tabular-nums text-brand-900">{formatRupees(stay.total)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {formatCalendarDate(checkIn)} to {formatCalendarDate(checkOut)}, {planInfo?.label.toLowerCase()}.
            </p>
          </>
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

interface PricedStay {
  nights: number;
  total: number;
  lines: StayLine[];
}

function priceDates(
  room: RoomType,
  plan: MealPlan,
  checkIn: string,
  checkOut: string,
  seasons: readonly SeasonRange[],
): PricedStay | null {
  if (!checkIn || !checkOut) return null;
  try {
    const nights = nightsBetween(checkIn, checkOut);
    return {
      nights,
      lines: stayBreakdown(room.rates, plan, checkIn, checkOut, seasons),
      total: priceStay(room.rates, plan, checkIn, checkOut, seasons).total,
    };
  } catch {
    // Half-typed or reversed dates: the field errors explain; the price waits for a valid stay.
    return null;
  }
}
