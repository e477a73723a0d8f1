import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ageBand } from '@/backend/domain/pricing';
import { genders, type AgeBands } from '@/backend/schemas';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { formatRupees } from '@/lib/format';
import { countryName, nationalityCodes } from '@/lib/nationalities';
import { childAgeWords } from '@/components/booking/trip-choice';
import type { TourTripValues, TravellerRow } from '../booking-schemas';

interface TravellerRowsProps {
  rows: readonly TravellerRow[];
  /** How many of the rows, from the first, are adults; the rest are children, their age chosen with the party. */
  adults: number;
  /** Whether the trip's permits tell nationals apart: only then is each traveller's nationality asked. */
  askNationality: boolean;
  register: UseFormRegister<TourTripValues>;
  errors: FieldErrors<TourTripValues>['party'];
  bands: AgeBands;
  /** What to say under a traveller's row (the places on the trip they may not go to, and what they can do instead). */
  warningFor?: (row: TravellerRow, index: number) => ReactNode;
}

const codes = nationalityCodes();

/**
 * One fieldset per traveller, adults first: an adult's age and, where the permits ask it, the nationality, an
 * adult's room of their own (what changes the price), and the name and gender, which may wait for My bookings. The
 * rows follow the party's "Adults" and "Children", where each child's age and bed are chosen.
 */
export function TravellerRows({ rows, adults, askNationality, register, errors, bands, warningFor }: TravellerRowsProps) {
  return (
    <fieldset className="mt-8">
      <legend className="font-display text-xl font-bold text-brand-900">Travellers</legend>
      <p className="mt-1 text-sm text-slate-600">
        Names, genders and the adults’ ages, as on each photo ID, are for the permit offices: give the names and genders now or
        later in My Bookings, with the ID numbers and photos, before the permits’ due date.
      </p>
      <ol className="mt-4 space-y-4">
        {rows.map((row, index) => {
          const rowErrors = errors?.[index];
          const age = /^\d{1,3}$/.test(row.age.trim()) ? Number(row.age) : null;
          const band = age === null ? null : ageBand(age, bands);
          const warning = warningFor?.(row, index);
          const child = index >= adults;
          const priceWords =
            band === 'child'
              ? `the child price (${bands.childFromAge}-${bands.childToAge} years)${row.sharedBed ? ', sharing a bed' : ''}`
              : band === 'infant'
                ? `the infant price (under ${bands.childFromAge})`
                : 'the adult price';
          return (
            <li key={index}>
              <fieldset className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-base font-semibold text-slate-900">{`Traveller ${index + 1}`}</legend>
                {child && age !== null ? (
                  <p className="mb-3 text-sm text-slate-700">{`Child, ${childAgeWords(age).toLowerCase()}: ${priceWords}`}</p>
                ) : null}
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Name (as on the ID)"
                    autoComplete={index === 0 ? 'name' : 'off'}
                    hint="Optional now"
                    error={rowErrors?.name?.message}
                    {...register(`party.${index}.name`)}
                  />
                  {child ? null : (
                    <TextField
                      label="Age"
                      inputMode="numeric"
                      required
                      error={rowErrors?.age?.message}
                      {...register(`party.${index}.age`)}
                    />
                  )}
                  <SelectField label="Gender" error={rowErrors?.gender?.message} {...register(`party.${index}.gender`)}>
                    <option value="">Later</option>
                    {genders.map((gender) => (
                      <option key={gender} value={gender}>
                        {gender}
                      </option>
                    ))}
                  </SelectField>
                  {askNationality ? (
                    <SelectField
                      label="Nationality"
                      required
                      error={rowErrors?.nationality?.message}
                      {...register(`party.${index}.nationality`)}
                    >
                      {codes.map((code) => (
                        <option key={code} value={code}>
                          {countryName(code)}
                        </option>
                      ))}
                    </SelectField>
                  ) : null}
                </div>
                {band === 'adult' && bands.singleSupplement > 0 ? (
                  <CheckboxField
                    className="mt-3"
                    label={`A room of their own (single supplement ${formatRupees(bands.singleSupplement)})`}
                    {...register(`party.${index}.ownRoom`)}
                  />
                ) : null}
                {warning ? <div className="mt-3">{warning}</div> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
