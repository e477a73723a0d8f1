import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { checkHotelSearch, guestOptions, hotelSearchDefaults, type HotelSearch } from './search-schemas';
import { useSearchForm } from './use-search-form';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';

interface HotelSearchFormProps {
  onSearch: (search: HotelSearch) => void;
  /** Places the home page suggests while typing a destination. */
  suggestions?: readonly string[];
}

export function HotelSearchForm({ onSearch, suggestions = [] }: HotelSearchFormProps) {
  const listId = useId();
  const { errors, formProps } = useSearchForm(hotelSearchDefaults, checkHotelSearch, onSearch);

  return (
    // A GET form on the package list, named as its URL parameters: submitted before the app starts, it lands
    // on the filtered list all the same.
    <form aria-label="Hotel search" action="/hotels" {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start">
        <TextField
          label="Destination"
          name="destination"
          defaultValue={hotelSearchDefaults.destination}
          placeholder="e.g. Gangtok"
          autoComplete="off"
          list={suggestions.length > 0 ? listId : undefined}
          required
          error={errors.destination}
        />
        {suggestions.length > 0 ? (
          <datalist id={listId}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        ) : null}
        <SelectField label="Guests" name="guests" defaultValue={hotelSearchDefaults.guests} required error={errors.guests}>
          {guestOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Check-in date"
          name="checkIn"
          type="date"
          defaultValue={hotelSearchDefaults.checkIn}
          required
          error={errors.checkIn}
        />
        <TextField
          label="Check-out date"
          name="checkOut"
          type="date"
          defaultValue={hotelSearchDefaults.checkOut}
          required
          error={errors.checkOut}
        />
        <Button type="submit" variant="accent" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-6">
          <Icon shape={searchIcon} className="size-5" />
          Search packages
        </Button>
      </div>
    </form>
  );
}
