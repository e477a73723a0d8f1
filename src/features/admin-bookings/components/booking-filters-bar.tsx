import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { hasActiveFilters, isReversedRange, noFilters, statusFilters, type BookingFilters, type StatusFilter } from '../booking-filters';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const reversed = isReversedRange(filters);
  return (
    <form
      role="search"
      aria-label="Filter bookings"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-start"
    >
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
      <div className="flex items-end sm:col-span-2 lg:col-span-1 lg:h-full lg:pb-0.5">
        <Button variant="ghost" disabled={!hasActiveFilters(filters)} onClick={() => onChange(noFilters)} className="w-full py-2.5 disabled:text-slate-500 disabled:hover:bg-transparent lg:w-auto">
          Clear filters
        </Button>
      </div>
    </form>
  );
}
