import type { UseFormRegister } from 'react-hook-form';
import type { TourOption } from '@/backend/schemas';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { tourOptionWords } from '@/components/booking/tour-option-words';
import type { TourTripValues } from '../booking-schemas';

/**
 * The tour's priced options: one vehicle (or the package's own transport), one pick-up and one drop point, and any
 * excursions and extras. Nothing shows for a tour without options.
 */
export function TourOptionsFields({
  options,
  register,
}: {
  options: readonly TourOption[];
  register: UseFormRegister<TourTripValues>;
}) {
  if (options.length === 0) return null;
  const ofKind = (kind: TourOption['kind']) => options.filter((option) => option.kind === kind);
  const vehicles = ofKind('vehicle');
  const pickups = ofKind('pickup');
  const drops = ofKind('drop');
  const extras = [...ofKind('excursion'), ...ofKind('extra')];
  return (
    <fieldset className="mt-8">
      <legend className="font-display text-xl font-bold text-brand-900">Transport and extras</legend>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {vehicles.length > 0 ? (
          <SelectField label="Vehicle" hint="Private cars are counted by their seats." {...register('vehicle')}>
            <option value="">As in the package</option>
            {vehicles.map((option) => (
              <option key={option.id} value={option.id}>
                {tourOptionWords(option)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {pickups.length > 0 ? (
          <SelectField label="Pick-up point" {...register('pickup')}>
            <option value="">No pick-up</option>
            {pickups.map((option) => (
              <option key={option.id} value={option.id}>
                {tourOptionWords(option)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {drops.length > 0 ? (
          <SelectField label="Drop point" {...register('drop')}>
            <option value="">No drop</option>
            {drops.map((option) => (
              <option key={option.id} value={option.id}>
                {tourOptionWords(option)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {extras.length > 0 ? (
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-slate-800">Excursions and extras</legend>
          <div className="mt-2 space-y-3">
            {extras.map((option) => (
              <CheckboxField key={option.id} label={tourOptionWords(option)} value={option.id} {...register('extras')} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
