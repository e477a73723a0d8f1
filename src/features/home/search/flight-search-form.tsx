import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { SearchIcon } from './hotel-search-form';
import { flightSearchDefaults, flightSearchSchema, passengerOptions, type FlightSearch, type FlightSearchInput } from './search-schemas';

export function FlightSearchForm({ onSearch }: { onSearch: (search: FlightSearch) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FlightSearchInput, unknown, FlightSearch>({ resolver: zodResolver(flightSearchSchema), defaultValues: flightSearchDefaults });
  const returnTrip = useWatch({ control, name: 'returnTrip' });

  return (
    <form noValidate aria-label="Flight search" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <CheckboxField label="Return trip" className="mb-4" {...register('returnTrip', { deps: 'returnDate' })} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:items-start">
        <TextField label="From" placeholder="e.g. Delhi" autoComplete="off" required error={errors.from?.message} {...register('from')} />
        <TextField label="To" placeholder="e.g. Bagdogra" autoComplete="off" required error={errors.to?.message} {...register('to')} />
        <TextField
          label="Departure date"
          type="date"
          required
          error={errors.departure?.message}
          {...register('departure', { deps: 'returnDate' })}
        />
        {returnTrip ? (
          <TextField label="Return date" type="date" required error={errors.returnDate?.message} {...register('returnDate')} />
        ) : null}
        <SelectField
          label="Passengers & Class"
          required
          error={errors.passengers?.message}
          className={returnTrip ? 'sm:col-span-2 lg:col-span-1' : 'lg:col-span-2'}
          {...register('passengers')}
        >
          {passengerOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="accent" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-6">
          <SearchIcon />
          Search Flights
        </Button>
      </div>
    </form>
  );
}
