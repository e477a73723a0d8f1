import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ageBand } from '@/backend/domain/pricing';
import type { AgeBands } from '@/backend/schemas';
import { CheckboxField, SelectField } from '@/components/ui/field';
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
 * What the request asks of each traveller beyond the party, adults first: the nationality where the trip's permits
 * tell nationals apart, and an adult's room of their own where it costs more. Nothing else: names, genders and the
 * adults' ages are for the permit offices, asked in My bookings before the permits' due date. No rows when there is
 * nothing to ask.
 */
export function TravellerRows({ rows, adults, askNationality, register, errors, bands, warningFor }: TravellerRowsProps) {
  const askOwnRoom = bands.singleSupplement > 0;
  const warnings = rows.map((row, index) => warningFor?.(row, index) ?? null);
  if (!askNationality && !askOwnRoom && warnings.every((warning) => warning === null)) return null;
  return (
    <fieldset className="mt-8">
      <legend className="font-display text-xl font-bold text-brand-900">Travellers</legend>
      <p className="mt-1 text-sm text-slate-600">
        Names, genders and ID documents are not needed to send your request: you give them in My Bookings after booking, before
        the permits’ due date.
      </p>
      <ol className="mt-4 space-y-3">
        {rows.map((row, index) => {
          const child = index >= adults;
          const age = /^\d{1,3}$/.test(row.age.trim()) ? Number(row.age) : null;
          const band = child && age !== null ? ageBand(age, bands) : 'adult';
          const warning = warnings[index];
          const who = child
            ? `Child ${index - adults + 1}, ${age === null ? '' : childAgeWords(age).toLowerCase()}`
            : `Adult ${index + 1}`;
          const priceWords =
            band === 'child'
              ? `the child price (${bands.childFromAge}-${bands.childToAge} years)${row.sharedBed ? ', sharing a bed' : ''}`
              : band === 'infant'
                ? `the infant price (under ${bands.childFromAge})`
                : 'the adult price';
          return (
            <li key={index}>
              <fieldset className="rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-base font-semibold text-slate-900">{`Traveller ${index + 1}`}</legend>
                <p className="text-sm text-slate-700">{`${who}: ${priceWords}`}</p>
                {askNationality ? (
                  <SelectField
                    className="mt-2"
                    label="Nationality"
                    required
                    error={errors?.[index]?.nationality?.message}
                    {...register(`party.${index}.nationality`)}
                  >
                    {codes.map((code) => (
                      <option key={code} value={code}>
                        {countryName(code)}
                      </option>
                    ))}
                  </SelectField>
                ) : null}
                {band === 'adult' && askOwnRoom ? (
                  <CheckboxField
                    className="mt-2"
                    label={`A room of their own (single supplement ${formatRupees(bands.singleSupplement)})`}
                    {...register(`party.${index}.ownRoom`)}
                  />
                ) : null}
                {warning ? <div className="mt-2">{warning}</div> : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
