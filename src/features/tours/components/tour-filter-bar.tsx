import { useId, type Ref } from 'react';
import { tourCategories } from '@/backend/tour-categories';
import { SelectField, TextField } from '@/components/ui/field';
import { durationRanges, pricePresets, type FilterParam, type TourFilters } from '../filters';

interface TourFilterBarProps {
  /** The form, which the sort select further down names with `form=` to be part of it. */
  id: string;
  ref: Ref<HTMLFormElement>;
  filters: TourFilters;
  destination: string;
  onDestinationChange: (text: string) => void;
  onFilterChange: (key: Exclude<FilterParam, 'destination' | 'sort'>, value: string) => void;
  /** Places the destination box suggests while typing. */
  suggestions: readonly string[];
}

/**
 * What narrows the list. Every change applies at once, so the form has nothing to submit once the app runs.
 * Before it starts, it is a GET form on this list named as its URL parameters: Enter in the destination box
 * opens the filtered list, and what was chosen without submitting applies when the app starts (TourListPage).
 */
export function TourFilterBar({
  id,
  ref,
  filters,
  destination,
  onDestinationChange,
  onFilterChange,
  suggestions,
}: TourFilterBarProps) {
  const listId = useId();
  return (
    <form
      id={id}
      ref={ref}
      role="search"
      aria-label="Filter tour packages"
      method="get"
      action="/hotels"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))]">
        <TextField
          label="Destination"
          name="destination"
          type="search"
          placeholder="e.g. Darjeeling, Pelling, Paro"
          autoComplete="off"
          list={suggestions.length > 0 ? listId : undefined}
          enterKeyHint="search"
          value={destination}
          onChange={(event) => onDestinationChange(event.target.value)}
          className="col-span-2 lg:col-span-1"
        />
        {suggestions.length > 0 ? (
          <datalist id={listId}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        ) : null}
        <SelectField
          label="Category"
          name="category"
          value={filters.category ?? ''}
          onChange={(event) => onFilterChange('category', event.target.value)}
        >
          <option value="">All</option>
          {tourCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Duration"
          name="duration"
          value={filters.duration ?? ''}
          onChange={(event) => onFilterChange('duration', event.target.value)}
        >
          <option value="">Any</option>
          {durationRanges.map((range) => (
            <option key={range.value} value={range.value}>
              {range.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Price"
          name="price"
          value={filters.price ?? ''}
          onChange={(event) => onFilterChange('price', event.target.value)}
          className="col-span-2 lg:col-span-1"
        >
          <option value="">Any price</option>
          {pricePresets.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
