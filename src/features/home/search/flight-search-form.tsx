import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { checkFlightSearch, flightSearchDefaults, passengerOptions, type FlightSearch } from './search-schemas';
import { useSearchForm } from './use-search-form';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';

export function FlightSearchForm({ onSearch }: { onSearch: (search: FlightSearch) => void }) {
  const [returnTrip, setReturnTrip] = useState(flightSearchDefaults.returnTrip);
  // Kept while the return date is hidden, so ticking 'Return trip' again brings back what was typed.
  const [returnDate, setReturnDate] = useState(flightSearchDefaults.returnDate);
  const { errors, formProps } = useSearchForm({ ...flightSearchDefaults, returnDate }, checkFlightSearch, onSearch);

  return (
    <form aria-label="Flight search" {...formProps}>
      <CheckboxField
        label="Return trip"
        name="returnTrip"
        className="mb-4"
        checked={returnTrip}
        onChange={(event) => setReturnTrip(event.currentTarget.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:items-start">
        <TextField label="From" name="from" defaultValue={flightSearchDefaults.from} placeholder="e.g. Delhi" autoComplete="off" required error={errors.from} />
        <TextField label="To" name="to" defaultValue={flightSearchDefaults.to} placeholder="e.g. Bagdogra" autoComplete="off" required error={errors.to} />
        <TextField
          label="Departure date"
          name="departure"
          type="date"
          defaultValue={flightSearchDefaults.departure}
          required
          error={errors.departure}
        />
        {returnTrip ? (
          <TextField
            label="Return date"
            name="returnDate"
            type="date"
            defaultValue={returnDate}
            onChange={(event) => setReturnDate(event.currentTarget.value)}
            required
            error={errors.returnDate}
          />
        ) : null}
        <SelectField
          label="Passengers & Class"
          name="passengers"
          defaultValue={flightSearchDefaults.passengers}
          required
          error={errors.passengers}
          className={returnTrip ? 'sm:col-span-2 lg:col-span-1' : 'lg:col-span-2'}
        >
          {passengerOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="accent" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-6">
          <Icon shape={searchIcon} className="size-5" />
          Search Flights
        </Button>
      </div>
    </form>
  );
}
