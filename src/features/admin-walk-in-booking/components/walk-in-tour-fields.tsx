import { useWatch } from 'react-hook-form';
import { hasFixedDepartures } from '@/backend/domain/booking-request';
import { limits } from '@/backend/limits';
import type { TourOption, TourPackage } from '@/backend/schemas';
import { tourOptionWords } from '@/components/booking/tour-option-words';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { formatCalendarDate } from '@/lib/format';
import { countryName, nationalityCodes } from '@/lib/nationalities';
import { emptyTraveller, type WalkInBookingErrors } from '../walk-in-booking-form';
import { fieldsOf, type WalkInForm } from '../walk-in-fields';

const codes = nationalityCodes();

interface WalkInTourFieldsProps {
  form: WalkInForm;
  tour: TourPackage | undefined;
  today: string;
  errors: WalkInBookingErrors;
}

/** A tour's choice: the start date or departure, the options the tour offers, and each traveller. */
export function WalkInTourFields({ form, tour, today, errors }: WalkInTourFieldsProps) {
  const { control, register, getValues, setValue, formState } = form;
  const field = fieldsOf(form, errors);
  const [travellers, extrasChosen] = useWatch({ control, name: ['travellers', 'extras'] });
  const departures =
    tour && hasFixedDepartures(tour)
      ? Object.keys(tour.departures)
          .filter((date) => date >= today)
          .sort()
      : null;
  const options = tour?.pricing?.options ?? [];
  const ofKind = (kind: TourOption['kind']) => options.filter((option) => option.kind === kind);
  const extras = [...ofKind('excursion'), ...ofKind('extra')];
  const optionSelect = (key: 'vehicle' | 'pickup' | 'drop', label: string, none: string, kind: TourOption['kind']) =>
    ofKind(kind).length > 0 ? (
      <SelectField label={label} {...field(key)}>
        <option value="">{none}</option>
        {ofKind(kind).map((option) => (
          <option key={option.id} value={option.id}>
            {tourOptionWords(option)}
          </option>
        ))}
      </SelectField>
    ) : null;
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {departures ? (
          <SelectField label="Departure" {...field('travelDate')}>
            <option value="">Choose a departure</option>
            {departures.map((date) => (
              <option key={date} value={date}>
                {formatCalendarDate(date)}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label="Start date" type="date" min={today} {...field('travelDate')} />
        )}
        <TextField
          label="Number of travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.tourTravellers}
          value={String(travellers.length)}
          onChange={(event) => {
            const count = Number(event.target.value);
            if (!Number.isInteger(count) || count < 1 || count > limits.tourTravellers) return;
            const rows = getValues('travellers');
            setValue(
              'travellers',
              Array.from({ length: count }, (_, index) => rows[index] ?? emptyTraveller()),
            );
          }}
        />
        {optionSelect('vehicle', 'Vehicle', 'As in the package', 'vehicle')}
        {optionSelect('pickup', 'Pick-up point', 'No pick-up', 'pickup')}
        {optionSelect('drop', 'Drop point', 'No drop', 'drop')}
      </div>
      {extras.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">Excursions and extras</legend>
          <div className="mt-2 space-y-2">
            {extras.map((option) => (
              <CheckboxField
                key={option.id}
                label={tourOptionWords(option)}
                className="min-h-11"
                checked={extrasChosen.includes(option.id)}
                onChange={(event) =>
                  setValue(
                    'extras',
                    event.target.checked ? [...extrasChosen, option.id] : extrasChosen.filter((id) => id !== option.id),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">Travellers</legend>
        <div className="mt-2 space-y-4">
          {travellers.map((_row, index) => (
            <fieldset key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">Traveller {index + 1}</legend>
              <TextField label="Full name" {...register(`travellers.${index}.name`)} />
              <TextField
                label="Age"
                inputMode="numeric"
                error={formState.errors.travellers?.[index]?.age?.message}
                {...register(`travellers.${index}.age`)}
              />
              <SelectField label="Nationality" {...register(`travellers.${index}.nationality`)}>
                {codes.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </SelectField>
              <CheckboxField label="Child sharing a bed" className="min-h-11" {...register(`travellers.${index}.sharedBed`)} />
              <CheckboxField label="Room of their own" className="min-h-11" {...register(`travellers.${index}.ownRoom`)} />
            </fieldset>
          ))}
        </div>
      </fieldset>
    </>
  );
}
