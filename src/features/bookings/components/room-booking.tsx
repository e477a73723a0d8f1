import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { addDays, isCalendarDate, monthOf, todayCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { partyProblem, roomsNeeded, stayCalendarProblem, type StayCalendar } from '@/backend/domain/room-stay';
import { seasonLabels } from '@/backend/domain/seasons';
import type { RoomType, SessionUser } from '@/backend/schemas';
import { RoomCalendar, StayAvailability, StayPrice, pickStayDate } from '@/components/booking/room-stay-parts';
import { stayChoiceFrom, stayGuestChoices } from '@/components/booking/stay-choice';
import { RoomPriceTable } from '@/components/room-price-table';
import { SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { mealPlanNames as mealPlans } from '@/lib/meal-plans';
import { roomBookingPath } from '@/lib/paths';
import { BillingFields } from '@/components/booking/billing-fields';
import { billingOfFields, emptyBilling } from '@/components/booking/billing-values';
import { lastBookableFrom, lastCheckOutFrom, roomStaySchema, type RoomStayCheck, type RoomStayValues } from '../booking-schemas';
import { useConfirmBooking } from '../use-confirm-booking';
import { roomEnquiryMessage } from '../whatsapp-messages';
import { BookingLayout, ConfirmSection, SummaryCard } from './booking-layout';
import { GuestFields } from './guest-fields';
import { homePath, hotelAsterPath } from '@/lib/paths';

const count = (value: string) => Number(value) || 0;

/**
 * A room type's booking form. `calendar` is the hotel's seasons, rate periods and closed dates; `otherRooms` the
 * hotel's room types, offered when the party does not fit this one.
 */
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
  const choices = stayGuestChoices(room);
  const labels = seasonLabels(calendar.seasons);
  // A Hotels search or the Hotel Aster page may send the dates and guests along: the form opens with them.
  const [search] = useSearchParams();
  const [fromSearch] = useState(() => stayChoiceFrom(search, today, choices));
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
        adults: String(fromSearch.adults),
        children: String(choices.children > 0 ? fromSearch.children : 0),
        rooms: String(fromSearch.rooms),
        plan: fromSearch.plan,
        ...emptyBilling,
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
    const next = pickStayDate({ checkIn: getValues('checkIn'), checkOut: getValues('checkOut') }, date);
    if (next.checkOut === '') {
      setValue('checkIn', next.checkIn, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
      setValue('checkOut', '', { shouldDirty: true });
      clearErrors('checkOut');
    } else {
      setValue('checkOut', next.checkOut, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
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
      billing: billingOfFields(stay),
    }),
  );
  const [checkOut, adults, children, gstin] = useWatch({ control, name: ['checkOut', 'adults', 'children', 'gstin'] });
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
          <FormStayAvailability room={room} control={control} />
          <div className="mt-5">
            <h3 className="text-sm font-bold text-slate-900">Availability of the {room.name}</h3>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              Pick your check-in date, then your check-out date. Sold-out and closed nights are greyed out.
            </p>
            <FormRoomCalendar
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
        <FormStayPrice room={room} calendar={calendar} control={control} />
        <div className="mt-8">
          <GuestFields
            title="Guest details"
            name={register('name')}
            email={register('email')}
            phone={register('phone')}
            errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message }}
          />
        </div>
        <BillingFields register={register} errors={errors} gstinGiven={gstin.trim() !== ''} roomStay />
        <ConfirmSection
          label="Confirm & Pay"
          busy={busy}
          error={error}
          holds="room"
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

/** The room type's calendar, on the stay the form holds. */
function FormRoomCalendar({
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
  return (
    <RoomCalendar
      room={room}
      calendar={calendar}
      checkIn={checkIn}
      checkOut={checkOut}
      wanted={count(wanted) || 1}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      onPick={onPick}
    />
  );
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

/** Whether the room type is free on every night of the stay the form holds. */
function FormStayAvailability({ room, control }: { room: RoomType; control: Control<RoomStayValues> }) {
  const [checkIn, checkOut, rooms] = useWatch({ control, name: ['checkIn', 'checkOut', 'rooms'] });
  return <StayAvailability room={room} checkIn={checkIn} checkOut={checkOut} wanted={count(rooms) || 1} />;
}

/** The price of the stay the form holds, as the Hotel Aster page shows it and the backend prices the request. */
function FormStayPrice({
  room,
  calendar,
  control,
}: {
  room: RoomType;
  calendar: StayCalendar;
  control: Control<RoomStayValues>;
}) {
  const [checkIn, checkOut, plan, adults, children, rooms] = useWatch({
    control,
    name: ['checkIn', 'checkOut', 'plan', 'adults', 'children', 'rooms'],
  });
  const party = { adults: count(adults), children: count(children), rooms: count(rooms) || 1 };
  return <StayPrice room={room} calendar={calendar} plan={plan} party={party} checkIn={checkIn} checkOut={checkOut} />;
}
