import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import {
  checkFlightSearch,
  flightSearchDefaults,
  passengerOptions,
  type FlightSearch,
  type FlightSearchInput,
} from './search-schemas';
import { useSearchForm, type ControlNames } from './use-search-form';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';

/** The flight list's URL parameters, which the fields are named after so that the plain form sends them. */
const controlNames: ControlNames<FlightSearchInput> = { departure: 'date', returnDate: 'return' };

export function FlightSearchForm({ onSearch }: { onSearch: (search: FlightSearch) => void }) {
  const [returnTrip, setReturnTrip] = useState(flightSearchDefaults.returnTrip);
  const returnTripBox = useRef<HTMLInputElement>(null);
  // The box may have been unticked before the app started; the return date is hidden then (by CSS until now).
  useLayoutEffect(() => {
    if (returnTripBox.current) setReturnTrip(returnTripBox.current.checked);
  }, []);
  const { errors, formProps } = useSearchForm({ ...flightSearchDefaults, returnTrip }, checkFlightSearch, onSearch, controlNames);

  return (
    // A GET form on the flight list, named as its URL parameters: submitted before the app starts, it lands on
    // the matching flights all the same.
    <form aria-label="Flight search" action="/flights" {...formProps}>
      {/* No name: the list reads a one-way trip from the missing return date, not from this box. */}
      <CheckboxField
        ref={returnTripBox}
        label="Return trip"
        className="mb-4"
        data-return-trip=""
        defaultChecked={flightSearchDefaults.returnTrip}
        onChange={(event) => setReturnTrip(event.currentTarget.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:items-start">
        <TextField
          label="From"
          name="from"
          defaultValue={flightSearchDefaults.from}
          placeholder="e.g. Delhi"
          autoComplete="off"
          required
          error={errors.from}
        />
        <TextField
          label="To"
          name="to"
          defaultValue={flightSearchDefaults.to}
          placeholder="e.g. Bagdogra"
          autoComplete="off"
          required
          error={errors.to}
        />
        <TextField
          label="Departure date"
          name={controlNames.departure}
          type="date"
          defaultValue={flightSearchDefaults.departure}
          required
          error={errors.departure}
        />
        {/* Hidden rather than removed for a one-way trip, so ticking 'Return trip' again brings back the date. Not
            `required` for the browser, which would refuse to send the form for a hidden empty field: the app
            requires it while it shows. */}
        <div data-return-date="" hidden={!returnTrip}>
          <TextField
            label="Return date"
            name={controlNames.returnDate}
            type="date"
            defaultValue={flightSearchDefaults.returnDate}
            aria-required={returnTrip}
            error={errors.returnDate}
          />
        </div>
        <SelectField
          label="Passengers & Class"
          name="passengers"
          defaultValue={flightSearchDefaults.passengers}
          required
          error={errors.passengers}
          className={returnTrip ? 'sm:col-span-2 lg:col-span-1' : 'lg:col-span-2'}
        >
          {passengerOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
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
