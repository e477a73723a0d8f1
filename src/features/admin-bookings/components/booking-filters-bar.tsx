import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { searchIcon } from '@/components/ui/icons/search';
import { bookingKindLabels } from '@/lib/booking-kinds';
import { formatIndianNumber } from '@/lib/format';
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
  /** A change to some of the filters: the page applies it to the address, which may have moved on since this render. */
  onChange: (change: Partial<BookingFilters>) => void;
  /** How many bookings match, once counted: shown beside Search. */
  count?: number | undefined;
}

/** How many of the filters other than the search are set: the folded filters say so on a phone. */
function setFilters(filters: BookingFilters): number {
  return [filters.status !== 'All', filters.kind !== 'All', filters.from !== '', filters.to !== '', filters.awaiting].filter(
    Boolean,
  ).length;
}

/**
 * The list's filters. The dropdowns, dates and checkbox apply at once; the search applies when sent (Enter or the
 * Search button), so the backend is not asked once per keystroke. Render it keyed by the applied search, so that
 * the box follows the address when it changes from outside (back button, a link).
 */
export function BookingFiltersBar({ filters, onChange, count }: BookingFiltersBarProps) {
  const reversed = isReversedRange(filters);
  const [search, setSearch] = useState(filters.search);
  // On a phone the filters fold away under a disclosure, so the search and its results come first; wider screens
  // always show them.
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const active = setFilters(filters);
  return (
    <form
      role="search"
      aria-label="Filter bookings"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: search.trim() });
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
          hint="Any word of a name, the last 4 to 6 digits of a phone, an e-mail address, a reference such as AST-7K3Q9, or a tour or room name."
          className="flex-1"
          maxLength={254}
        />
        <div className="flex items-center gap-3 sm:mt-6">
          <Button type="submit" variant="primary" className="min-h-11 py-3">
            <Icon shape={searchIcon} className="size-4" />
            Search
          </Button>
          {count !== undefined ? (
            <p className="text-sm font-semibold whitespace-nowrap text-slate-700">{formatIndianNumber(count)} found</p>
          ) : null}
        </div>
      </div>
      <Button
        variant="secondary"
        className="min-h-11 w-full sm:hidden"
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : active ? `Filters (${active} set)` : 'Filters'}
      </Button>
      <div id={filtersId} className={`space-y-4 ${open ? '' : 'max-sm:hidden'}`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
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
            onChange={(event) => onChange({ kind: event.target.value as KindFilter })}
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
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <TextField
            label="Check-in to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            error={reversed ? "The 'to' date is before the 'from' date." : undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CheckboxField
            label="Only cancellation requests to answer"
            checked={filters.awaiting}
            onChange={(event) => onChange({ awaiting: event.target.checked })}
          />
          <Button
            variant="ghost"
            disabled={!hasActiveFilters(filters) && search === ''}
            onClick={() => {
              setSearch('');
              onChange(noFilters);
            }}
            className="min-h-11 py-2.5 disabled:text-slate-500 disabled:hover:bg-transparent"
          >
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
