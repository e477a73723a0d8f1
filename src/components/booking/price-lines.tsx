import type { PriceLine } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';

interface PriceLinesProps {
  /** What the total is made of, in the order it was priced. */
  lines: readonly Pick<PriceLine, 'label' | 'detail' | 'amount'>[];
  total: number;
  /** Names the table for screen readers and on the page. */
  caption?: string;
  /** Shows the caption as a heading-like line; hidden when the surrounding section already names the table. */
  showCaption?: boolean;
}

/**
 * A price line by line: each age band, option, surcharge and tax with its detail ('2 × ₹12,500'), then the total.
 * The booking forms preview it, and My bookings and the operator's booking page show the lines the booking stored.
 */
export function PriceLines({ lines, total, caption = 'Price breakdown', showCaption = false }: PriceLinesProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className={showCaption ? 'mb-2 text-left font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${index}-${line.label}`} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
              <span className="block">{line.label}</span>{' '}
              {line.detail ? <span className="block text-slate-600">{line.detail}</span> : null}
            </th>
            <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">{formatRupees(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-semibold text-slate-900">
            Total
          </th>
          <td className="pt-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatRupees(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
