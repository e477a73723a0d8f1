import { priceCheckCaveat, priceCheckMessages, type PriceCheck } from '../price-check';

/**
 * Marks a room booking whose total or season split differs from today's rates. A warning sign and words, not
 * colour alone; the caveat says a later rate change also shows here.
 */
export function PriceCheckNote({ check, detailed = false }: { check: PriceCheck | null; detailed?: boolean }) {
  if (!check || check.result === 'matches') return null;
  if (check.result === 'unchecked') {
    return detailed ? <p className="text-sm text-slate-600">{check.reason}</p> : null;
  }
  return (
    <span
      data-price-mismatch=""
      className="mt-1.5 block rounded-md border border-amber-400 bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-950"
    >
      <span aria-hidden="true">⚠ </span>
      {priceCheckMessages(check).join(' ')}
      {detailed ? (
        <span className="mt-1 block font-normal text-amber-900">
          {priceCheckCaveat} Compare with what was agreed before you confirm.
        </span>
      ) : null}
    </span>
  );
}
