import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { todayInIndia } from '@/backend/domain/calendar';
import { previewTourPrice } from '@/backend/domain/pricing';
import { quotePrice, quoteTaxOf } from '@/backend/domain/quote-content';
import { billingOfTyped } from '@/components/booking/billing-values';
import type { PeakPeriod, TaxSettings, TourPackage } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formatRupees } from '@/lib/format';
import { emptyLine, kindForAmount, lineRowsOf, typedLines, type QuoteForm } from '../quote-form-values';
import { QuoteRows } from './quote-rows';

interface QuoteLinesEditorProps {
  form: QuoteForm;
  /** The tour the plan started from, whose prices the operator may start from. */
  tour: TourPackage | undefined;
  peakPeriods: readonly PeakPeriod[];
  taxSettings: TaxSettings | undefined;
  /** What stopped the pricing from the tour ([] once it priced). */
  onProblems: (problems: string[]) => void;
}

/**
 * The price, line by line: typed, or started from the tour's own pricing for the party and the start date; below it
 * the GST and an overseas trip's TCS as the backend will work them out when it saves the quote (for whom it is billed
 * to, on today's rates).
 */
export function QuoteLinesEditor({ form, tour, peakPeriods, taxSettings, onProblems }: QuoteLinesEditorProps) {
  const { control, register, getValues, setValue } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'lines' });
  const [lines, overseas, billState, gstin, businessName, pan] = useWatch({
    control,
    name: ['lines', 'overseas', 'billState', 'gstin', 'businessName', 'pan'],
  });
  const subtotal = lines.reduce((sum, line) => sum + (Number(line.amount) || 0), 0);
  const today = useMemo(() => todayInIndia(), []);
  const priced = useMemo(() => {
    if (!taxSettings || subtotal < 0) return null;
    const billing = billingOfTyped({ billState, gstin, businessName, pan });
    return quotePrice({ lines: typedLines(lines), overseas }, quoteTaxOf(taxSettings, billing, today));
  }, [taxSettings, subtotal, lines, overseas, billState, gstin, businessName, pan, today]);
  const taxLines = priced ? priced.lines.slice(lines.length) : [];
  const total = priced?.total ?? Math.max(0, subtotal);

  function priceFromTour(chosen: TourPackage) {
    const { startDate, ages } = getValues();
    if (!startDate) {
      onProblems(['Start date: give the start date before pricing from the tour.']);
      return;
    }
    // Before tax: the backend adds the GST and TCS of the quote as a whole, for whom it is billed to.
    const preview = previewTourPrice(
      chosen,
      { travelDate: startDate, party: ages.map((age) => ({ name: '', age: Number(age), nationality: 'IN' })), options: [] },
      { peakPeriods, tax: null },
    );
    if (!preview.ok) {
      onProblems([preview.problem]);
      return;
    }
    onProblems([]);
    replace(lineRowsOf(preview.trip.lines));
    setValue('overseas', chosen.overseas === true);
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-brand-900">Price</legend>
      {tour ? (
        <Button variant="secondary" onClick={() => priceFromTour(tour)}>
          Price from {tour.name}
        </Button>
      ) : null}
      <QuoteRows
        keys={fields.map((field) => field.id)}
        listClassName="space-y-3"
        rowClassName="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_2fr_1fr_auto]"
        addLabel="Add a price line"
        onAdd={() => append(emptyLine(), { shouldFocus: false })}
        onRemove={remove}
        removeLabel={(index) => `Remove line ${index + 1}`}
        removeClassName="min-h-11 self-end"
        row={(index) => {
          const amount = register(`lines.${index}.amount`);
          return (
            <>
              <TextField label={`Line ${index + 1}: what`} {...register(`lines.${index}.label`)} />
              <TextField label={`Line ${index + 1}: detail`} {...register(`lines.${index}.detail`)} />
              <TextField
                label={`Line ${index + 1}: amount (₹)`}
                type="number"
                inputMode="numeric"
                {...amount}
                onChange={(event) => {
                  setValue(`lines.${index}.kind`, kindForAmount(event.target.value, getValues(`lines.${index}.kind`)));
                  void amount.onChange(event);
                }}
              />
            </>
          );
        }}
      />
      {taxLines.length ? (
        <ul className="space-y-1 text-slate-800" aria-label="Tax the site adds">
          {taxLines.map((line) => (
            <li key={line.label} className="flex flex-wrap justify-between gap-x-4">
              <span>
                {line.label}
                {line.detail ? <span className="block text-sm text-slate-600">{line.detail}</span> : null}
              </span>
              <span className="tabular-nums">{formatRupees(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-lg font-bold text-brand-900" aria-live="polite">
        Total: {formatRupees(total)}
      </p>
    </fieldset>
  );
}
