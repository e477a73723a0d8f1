import { useFieldArray, useWatch } from 'react-hook-form';
import { priceTaxOf } from '@/backend/domain/gst/booking-tax';
import { previewTourPrice } from '@/backend/domain/pricing';
import type { PeakPeriod, TaxSettings, TourPackage } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formatRupees } from '@/lib/format';
import { emptyLine, kindForAmount, lineRowsOf, type QuoteForm } from '../quote-form-values';
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

/** The price, line by line: typed, or started from the tour's own pricing for the party and the start date. */
export function QuoteLinesEditor({ form, tour, peakPeriods, taxSettings, onProblems }: QuoteLinesEditorProps) {
  const { control, register, getValues, setValue } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const total = lines.reduce((sum, line) => sum + (Number(line.amount) || 0), 0);

  function priceFromTour(chosen: TourPackage) {
    const { startDate, ages } = getValues();
    if (!startDate) {
      onProblems(['Start date: give the start date before pricing from the tour.']);
      return;
    }
    const preview = previewTourPrice(
      chosen,
      { travelDate: startDate, party: ages.map((age) => ({ name: '', age: Number(age), nationality: 'IN' })), options: [] },
      { peakPeriods, tax: priceTaxOf(taxSettings) },
    );
    if (!preview.ok) {
      onProblems([preview.problem]);
      return;
    }
    onProblems([]);
    replace(lineRowsOf(preview.trip.lines));
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
      <p className="text-lg font-bold text-brand-900" aria-live="polite">
        Total: {formatRupees(Math.max(0, total))}
      </p>
    </fieldset>
  );
}
