import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { guestOptions, hotelSearchDefaults, hotelSearchSchema, type HotelSearch, type HotelSearchInput } from './search-schemas';

interface HotelSearchFormProps {
  onSearch: (search: HotelSearch) => void;
  /** Places the home page suggests while typing a destination. */
  suggestions?: readonly string[];
}

export function HotelSearchForm({ onSearch, suggestions = [] }: HotelSearchFormProps) {
  const listId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HotelSearchInput, unknown, HotelSearch>({ resolver: zodResolver(hotelSearchSchema), defaultValues: hotelSearchDefaults });

  return (
    // noValidate: the schema shows every error inline, next to its field, instead of one browser bubble.
    <form noValidate aria-label="Hotel search" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start">
        <TextField
          label="Destination"
          placeholder="e.g. Gangtok"
          autoComplete="off"
          list={suggestions.length > 0 ? listId : undefined}
          required
          error={errors.destination?.message}
          {...register('destination')}
        />
        {suggestions.length > 0 ? (
          <datalist id={listId}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        ) : null}
        <SelectField label="Guests" required error={errors.guests?.message} {...register('guests')}>
          {guestOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Check-in date"
          type="date"
          required
          error={errors.checkIn?.message}
          {...register('checkIn', { deps: 'checkOut' })}
        />
        <TextField label="Check-out date" type="date" required error={errors.checkOut?.message} {...register('checkOut')} />
        <Button type="submit" variant="accent" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:mt-6">
          <SearchIcon />
          Search Hotels
        </Button>
      </div>
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l3.9 3.9a1 1 0 0 1-1.4 1.4l-3.9-3.9A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  );
}
