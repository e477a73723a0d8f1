import { upiAmountsDue } from '@/backend/domain/upi-link';
import type { PaymentPlan } from '@/backend/domain/payment-plan';
import type { PaymentSettings } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';
import { QrCode } from '../trip/qr-code';

/**
 * Paying in one tap: for each amount due, a link that opens the customer's UPI app with the operator's UPI ID, the
 * amount and the booking's reference filled in, and the same link as a QR code to scan from another phone.
 */
export function UpiPay({ plan, settings, reference }: { plan: PaymentPlan; settings: PaymentSettings; reference: string }) {
  const due = upiAmountsDue(plan, settings, reference);
  if (due.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-4">
      {due.map(({ label, amount, link }) => (
        <li key={label} className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm font-semibold text-slate-900">
            {label}: {formatRupees(amount)}
          </p>
          <a
            href={link}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Pay {formatRupees(amount)} by UPI
          </a>
          <QrCode text={link} label={`QR code to pay ${formatRupees(amount)} by UPI for ${reference}`} className="size-40" />
          <p className="text-xs text-slate-600">On another phone, scan it with any UPI app.</p>
        </li>
      ))}
    </ul>
  );
}
