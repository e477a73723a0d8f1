import { useWatch } from 'react-hook-form';
import { flightItemName } from '@/backend/domain/booking-request';
import { roomItemName } from '@/backend/domain/room-stay';
import type { Flight, RoomType, TourPackage } from '@/backend/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import { formatRupees } from '@/lib/format';
import { mealPlanNames } from '@/lib/meal-plans';
import { walkInKindLabels, type WalkInBookingErrors, type WalkInKind } from '../walk-in-booking-form';
import { fieldsOf, type WalkInForm } from '../walk-in-fields';
import { WalkInTourFields } from './walk-in-tour-fields';

interface WalkInChoiceFieldsProps {
  form: WalkInForm;
  tours: readonly TourPackage[];
  rooms: readonly RoomType[];
  flights: readonly Flight[];
  tour: TourPackage | undefined;
  today: string;
  errors: WalkInBookingErrors;
}

/** What to book: the kind, the item of that kind, and what it asks (dates, guests, passengers, travellers). */
export function WalkInChoiceFields({ form, tours, rooms, flights, tour, today, errors }: WalkInChoiceFieldsProps) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  const field = fieldsOf(form, errors);
  // Another kind starts its choice afresh: none of the last kind's item, dates or options carry over.
  const chooseKind = (next: WalkInKind) => {
    form.setValue('kind', next);
    for (const key of ['itemId', 'travelDate', 'endDate', 'vehicle', 'pickup', 'drop'] as const) form.setValue(key, '');
    form.setValue('extras', []);
  };
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField label="Booking for" value={kind} onChange={(event) => chooseKind(event.target.value as WalkInKind)}>
          {(Object.keys(walkInKindLabels) as WalkInKind[]).map((one) => (
            <option key={one} value={one}>
              {walkInKindLabels[one]}
            </option>
          ))}
        </SelectField>
        {kind === 'tour' ? (
          <SelectField label="Tour" {...field('itemId')}>
            <option value="">Choose a tour</option>
            {tours.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'room' ? (
          <SelectField label="Room type" {...field('itemId')}>
            <option value="">Choose a room type</option>
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {roomItemName(room)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'flight' ? (
          <SelectField label="Flight" {...field('itemId')}>
            <option value="">Choose a flight</option>
            {flights.map((flight) => (
              <option key={flight.id} value={flight.id}>
                {flightItemName(flight)}, {formatRupees(flight.price)} each
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>

      {kind === 'tour' ? <WalkInTourFields form={form} tour={tour} today={today} errors={errors} /> : null}

      {kind === 'room' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Check-in" type="date" min={today} {...field('travelDate')} />
          <TextField label="Check-out" type="date" min={today} {...field('endDate')} />
          <TextField label="Adults" type="number" inputMode="numeric" min={1} {...field('adults')} />
          <TextField label="Children under 12" type="number" inputMode="numeric" min={0} {...field('children')} />
          <TextField label="Rooms" type="number" inputMode="numeric" min={1} {...field('rooms')} />
          <SelectField label="Meal plan" {...form.register('mealPlan')}>
            {mealPlanNames.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.label}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}

      {kind === 'flight' || kind === 'flightRequest' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {kind === 'flightRequest' ? (
            <>
              <TextField label="From" {...field('from')} />
              <TextField label="To" {...field('to')} />
            </>
          ) : null}
          <TextField label="Travel date" type="date" min={today} {...field('travelDate')} />
          <TextField label="Passengers" type="number" inputMode="numeric" min={1} {...field('passengers')} />
        </div>
      ) : null}
    </>
  );
}
