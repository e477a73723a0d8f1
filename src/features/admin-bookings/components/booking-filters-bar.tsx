import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';
import { bookingKindLabels } from '@/lib/booking-kinds';
import {
  hasActiveFilters,
  isReversedRange,
  kindFilters,
  noFilters,
  statusFilters,
  type BookingFilters,
  type KindFilter,
  type StatusFilter,
} from '../booking-filters';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

/**
 * The list's filters. The dropdowns, dates and checkbox apply at once; the search applies when sent (Enter or the
 * Search button), so the backend is not asked once per keystroke. Render it keyed by the applied search, so that
 * the box follows the address when it changes from outside (back button, a link).
 */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const reversed = isReversedRange(filters);
  const [search, setSearch] = useState(filters.search);
  return (
    <form
      role="search"
      aria-label="Filter bookings"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, search: search.trim() });
      }}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Search bookings"
          type="search"
          name="q"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint="A name (or its start), an e-mail address, a phone number or a reference such as AST-7K3Q9."
          className="flex-1"
          maxLength={254}
        />
        <Button type="submit" variant="primary" className="py-3 sm:mt-6">
          <Icon shape={searchIcon} className="size-4" />
          Search
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        >
          {statusFilters.map((status) => (
            <option key={status} value={status}>
              {status === 'All' ? 'All statuses' : status}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          value={filters.kind}
          onChange={(event) => onChange({ ...filters, kind: event.target.value as KindFilter })}
        >
          {kindFilters.map((kind) => (
            <option key={kind} value={kind}>
              {kind === 'All' ? 'All kinds' : bookingKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Check-in from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
        />
        <TextField
          label="Check-in to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={reversed ? "The 'to' date is before the 'from' date." : undefined}
          onChange={(event) => onChange({ ...filters, to: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CheckboxField
          label="Only cancellation requests to answer"
          checked={filters.awaiting}
          onChange={(event) => onChange({ ...filters, awaiting: event.target.checked })}
        />
        <Button
          variant="ghost"
          disabled={!hasActiveFilters(filters) && search === ''}
          onClick={() => {
            setSearch('');
            onChange(noFilters);
          }}
          className="py-2.5 disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
