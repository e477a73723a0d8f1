import { useId, useRef, useState } from 'react';
import { lastBookableAfter, lastCheckOutAfter } from '@/backend/domain/booking-horizon';
import { addDays, isCalendarDate, monthOf } from '@/backend/domain/calendar';
import { partyProblem, roomsNeeded, type StayCalendar } from '@/backend/domain/room-stay';
import type { RoomType } from '@/backend/schemas';
import { RoomCalendar, StayAvailability, StayPrice, loadRoomCalendar, pickStayDate } from '@/components/booking/room-stay-parts';
import { stayChoiceSearch, stayGuestChoices } from '@/components/booking/stay-choice';
import { ButtonLink } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { mealPlanNames } from '@/lib/meal-plans';
import { roomBookingPath } from '@/lib/paths';
import { useFieldsChangedAtStart } from '@/lib/use-form-at-start';
import { plannedStayFrom, plannedStaySearch, type PlannedStay } from '../planned-stay';

interface StayPlannerProps {
  rooms: readonly RoomType[];
  calendar: StayCalendar;
  /** The page's address query, where the stay is kept (empty while the prerendered page hydrates). */
  search: URLSearchParams;
  /**
   * Keeps a changed stay in the address: `update` gets the address query the last change asked for (which the page
   * may not show yet) and returns the new one, so two changes in quick succession both stay.
   */
  onSearch: (update: (current: URLSearchParams) => string) => void;
  /** The address query the last change asked for, which Book Now carries when tapped before the page shows it. */
  latestSearch: () => URLSearchParams;
  /** 'YYYY-MM-DD', or '' while the page is prerendered (no clock yet). */
  today: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Hotel Aster's stay planner, open to everyone: the room type, the dates (typed or picked on the room's calendar),
 * the guests, the rooms and the meal plan, with the availability and the total as the booking form shows them.
 * 'Book Now' opens the room's booking form with all of it (through sign-in or sign-up when needed).
 */
export function StayPlanner({ rooms, calendar, search, onSearch, latestSearch, today }: StayPlannerProps) {
  const titleId = useId();
  const stay = plannedStayFrom(search, rooms, today);
  const roomOf = (id: string) => rooms.find((candidate) => candidate.id === id) ?? rooms[0]!;
  const room = roomOf(stay.roomId);
  const choices = stayGuestChoices(room);
  const party = { adults: stay.adults, children: stay.children, rooms: stay.rooms };
  const [shownMonth, setShownMonth] = useState('');
  // The calendar opens on the check-in's month, else this month, until the guest turns its pages.
  const month = shownMonth || monthOf(stay.checkIn || today || '2000-01-01');
  // Each change applies to the stay the last change asked for, not to the one on screen, which may be behind it.
  const change = (next: Partial<PlannedStay> | ((current: PlannedStay) => Partial<PlannedStay>)) =>
    onSearch((query) => {
      const current = plannedStayFrom(query, rooms, today);
      return plannedStaySearch({ ...current, ...(typeof next === 'function' ? next(current) : next) });
    });
  const chooseRoom = (roomId: string) =>
    change((current) => {
      const was = roomOf(current.roomId);
      const other = rooms.find((candidate) => candidate.id === roomId) ?? was;
      const most = stayGuestChoices(other);
      // A party the guest left as the room opened follows the room chosen (a single for one adult); one they chose stays.
      const usual = current.adults === stayGuestChoices(was).usualAdults && current.rooms === 1 && current.children === 0;
      return {
        roomId: other.id,
        adults: usual ? most.usualAdults : Math.min(current.adults, most.adults),
        children: most.children > 0 ? Math.min(current.children, most.children) : 0,
        rooms: Math.min(current.rooms, most.rooms),
      };
    });
  const typedDate = (field: 'checkIn' | 'checkOut') => (event: { target: { value: string } }) => {
    const date = event.target.value;
    if (date !== '' && !isCalendarDate(date)) return;
    if (field === 'checkIn') {
      change((current) => ({ checkIn: date, checkOut: date && current.checkOut > date ? current.checkOut : '' }));
      if (date && date >= today) setShownMonth(monthOf(date));
    } else change({ checkOut: date });
  };
  // What was typed or chosen before the planner hydrated, applied as the fields' own changes would have been.
  const fields = useRef<HTMLDivElement>(null);
  useFieldsChangedAtStart(
    fields,
    {
      room: room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: String(stay.adults),
      children: String(stay.children),
      rooms: String(stay.rooms),
      plan: stay.plan,
    },
    ({ room: roomId, checkIn, checkOut, adults, children, rooms: roomCount, plan }) => {
      if (roomId) chooseRoom(roomId);
      if (checkIn !== undefined) typedDate('checkIn')({ target: { value: checkIn } });
      if (checkOut !== undefined) typedDate('checkOut')({ target: { value: checkOut } });
      const party: Partial<PlannedStay> = {
        ...(adults ? { adults: Number(adults) } : {}),
        ...(children ? { children: Number(children) } : {}),
        ...(roomCount ? { rooms: Number(roomCount) } : {}),
      };
      const mealPlan = mealPlanNames.find((option) => option.id === plan);
      if (mealPlan) party.plan = mealPlan.id;
      if (Object.keys(party).length > 0) change(party);
    },
  );
  const bookingPathOf = (planned: PlannedStay) => `${roomBookingPath(roomOf(planned.roomId).name)}${stayChoiceSearch(planned)}`;
  const bookingPath = bookingPathOf(stay);
  const latestBookingPath = () => bookingPathOf(plannedStayFrom(latestSearch(), rooms, today));

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
      <h3 id={titleId} className="font-display text-2xl font-bold text-brand-900">
        Plan your stay
      </h3>
      <p className="mt-2 text-slate-700">
        Choose a room, your dates and your guests to see what your stay costs. You sign in only to send the request.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <div ref={fields} className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Room"
              name="room"
              className="sm:col-span-2"
              value={room.id}
              onChange={(event) => chooseRoom(event.target.value)}
            >
              {rooms.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Check-in date"
              name="checkIn"
              type="date"
              value={stay.checkIn}
              min={today || undefined}
              max={today ? lastBookableAfter(today) : undefined}
              onChange={typedDate('checkIn')}
              onFocus={loadRoomCalendar}
            />
            <TextField
              label="Check-out date"
              name="checkOut"
              type="date"
              value={stay.checkOut}
              min={today ? addDays(stay.checkIn && stay.checkIn >= today ? stay.checkIn : today, 1) : undefined}
              max={today ? lastCheckOutAfter(today, stay.checkIn) : undefined}
              onChange={typedDate('checkOut')}
              onFocus={loadRoomCalendar}
            />
            <SelectField
              label="Adults"
              name="adults"
              value={String(stay.adults)}
              onChange={(event) => change({ adults: Number(event.target.value) })}
            >
              {range(1, choices.adults).map((value) => (
                <option key={value} value={String(value)}>
                  {value} {value === 1 ? 'Adult' : 'Adults'}
                </option>
              ))}
            </SelectField>
            {choices.children > 0 ? (
              <SelectField
                label="Children (under 12)"
                name="children"
                value={String(stay.children)}
                onChange={(event) => change({ children: Number(event.target.value) })}
              >
                {range(0, choices.children).map((value) => (
                  <option key={value} value={String(value)}>
                    {value} {value === 1 ? 'Child' : 'Children'}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField
              label="Rooms"
              name="rooms"
              value={String(stay.rooms)}
              onChange={(event) => change({ rooms: Number(event.target.value) })}
            >
              {range(1, choices.rooms).map((value) => (
                <option key={value} value={String(value)}>
                  {value} {value === 1 ? 'Room' : 'Rooms'}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Meal plan"
              name="plan"
              value={stay.plan}
              onChange={(event) => {
                const plan = mealPlanNames.find((option) => option.id === event.target.value);
                if (plan) change({ plan: plan.id });
              }}
            >
              {mealPlanNames.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.code} — {option.label}
                </option>
              ))}
            </SelectField>
          </div>
          <PartyAdvice
            room={room}
            rooms={rooms}
            party={party}
            onRooms={(count) => change({ rooms: count })}
            onRoom={chooseRoom}
          />
          <StayAvailability room={room} checkIn={stay.checkIn} checkOut={stay.checkOut} wanted={stay.rooms} />
          <div className="mt-5">
            <h4 className="text-sm font-bold text-slate-900">Availability of the {room.name}</h4>
            <p className="mt-1 mb-3 text-sm text-slate-600">
              Pick your check-in date, then your check-out date. Sold-out and closed nights are greyed out.
            </p>
            {/* The calendar needs today's date, which the prerendered page does not know: until then its room is kept. */}
            {today ? (
              <RoomCalendar
                room={room}
                calendar={calendar}
                checkIn={stay.checkIn}
                checkOut={stay.checkOut}
                wanted={stay.rooms}
                month={month}
                onMonthChange={setShownMonth}
                today={today}
                onPick={(date) => change((current) => pickStayDate(current, date))}
              />
            ) : (
              <div aria-hidden="true" className="h-72 rounded-2xl border border-slate-200" />
            )}
          </div>
        </div>
        <div className="lg:sticky lg:top-32 lg:self-start">
          <StayPrice
            room={room}
            calendar={calendar}
            plan={stay.plan}
            party={party}
            checkIn={stay.checkIn}
            checkOut={stay.checkOut}
            headingLevel={4}
          />
          <ButtonLink to={bookingPath} latestTo={latestBookingPath} variant="accent" size="lg" className="mt-5 w-full">
            Book Now
          </ButtonLink>
          <p className="mt-3 text-sm text-slate-600">
            The booking form opens with your choices. You give the guest details there and confirm; nothing is charged online.
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * When the guests do not fit the rooms chosen: what one room sleeps (the booking form's words), and what would take
 * them instead: more rooms of this type (one press) or another room type that takes them in one.
 */
function PartyAdvice({
  room,
  rooms,
  party,
  onRooms,
  onRoom,
}: {
  room: RoomType;
  rooms: readonly RoomType[];
  party: { adults: number; children: number; rooms: number };
  onRooms: (count: number) => void;
  onRoom: (roomId: string) => void;
}) {
  const problem = partyProblem(room, party);
  const needed = problem ? roomsNeeded(room, party) : null;
  const fitting = problem ? rooms.filter((other) => other.id !== room.id && roomsNeeded(other, party) === 1) : [];
  return (
    <div role="status" className={problem ? 'mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950' : 'sr-only'}>
      {problem ? (
        <>
          <p className="font-medium">{problem}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {needed && needed !== party.rooms && needed <= room.rooms ? (
              <button
                type="button"
                onClick={() => onRooms(needed)}
                className="min-h-11 rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Take {needed} rooms of this type
              </button>
            ) : null}
            {fitting.map((other) => (
              <button
                key={other.id}
                type="button"
                onClick={() => onRoom(other.id)}
                className="min-h-11 rounded-lg border border-brand-300 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Choose the {other.name} instead
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
