import type { ReactNode } from 'react';
import { paymentStateLabels, type PaymentPlan, type PaymentState } from '@/backend/domain/payment-plan';
import type { PaymentClaim, PaymentPurpose, PaymentSettings } from '@/backend/schemas';
import { formatCalendarDate, formatRupees } from '@/lib/format';

/**
 * How a confirmed booking is paid, as the customer (My bookings, the voucher) and the operator (the booking's page)
 * see it: the amounts of the payment plan (src/backend/domain/payment-plan.ts) and the operator's UPI and bank
 * details. Online payment is off: the customer pays by UPI or bank transfer and the operator marks what arrived.
 */

const stateTones: Record<PaymentState, string> = {
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-300',
  advance: 'bg-sky-100 text-sky-900 ring-sky-300',
  full: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

/** What the operator has received, as a badge: the words carry the meaning, the colour repeats it. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${stateTones[state]}`}
    >
      <span className="sr-only">Payment: </span>
      {paymentStateLabels[state]}
    </span>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-slate-200 py-2 last:border-b-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** When the advance is due, in words: by its day, or now on a booking confirmed before the day was kept. */
export const advanceDueWords = (plan: Pick<PaymentPlan, 'advanceDueDate'>) =>
  plan.advanceDueDate ? `due by ${formatCalendarDate(plan.advanceDueDate)}` : 'due now';

/**
 * What is still to come and by when, for the operator's "Payments due": 'advance ₹11,100 due by 10 Dec 2026 · balance
 * ₹25,900 due by 5 Jan 2027' while nothing is received, the balance alone once the advance is.
 */
export function stillDueWords(plan: PaymentPlan): string {
  const advance =
    plan.state === 'unpaid' && plan.advance > 0 ? [`advance ${formatRupees(plan.advance)} ${advanceDueWords(plan)}`] : [];
  const balance =
    plan.state !== 'full' && plan.balance > 0
      ? [`balance ${formatRupees(plan.balance)} due by ${formatCalendarDate(plan.balanceDueDate)}`]
      : [];
  return [...advance, ...balance].join(' · ');
}

/** The advance and the balance with their due dates, each marked once the operator has it. */
export function PaymentAmounts({ plan }: { plan: PaymentPlan }) {
  const advanceIn = plan.state !== 'unpaid';
  const balanceIn = plan.state === 'full';
  return (
    <dl className="text-sm">
      <Row label="Total">{formatRupees(plan.total)}</Row>
      {plan.advance > 0 ? (
        <Row label={`Advance (${plan.advancePercent}%)${advanceIn ? '' : `, ${advanceDueWords(plan)}`}`}>
          {formatRupees(plan.advance)}
          {advanceIn ? <span className="ml-2 font-normal text-emerald-800">Received</span> : null}
        </Row>
      ) : null}
      {plan.balance > 0 ? (
        <Row label={`Balance, due by ${formatCalendarDate(plan.balanceDueDate)}`}>
          {formatRupees(plan.balance)}
          {balanceIn ? <span className="ml-2 font-normal text-emerald-800">Received</span> : null}
        </Row>
      ) : null}
      <Row label="Still to pay">{formatRupees(plan.outstanding)}</Row>
    </dl>
  );
}

/** Whether the operator has given any way to pay. */
export const hasPaymentDetails = (settings: PaymentSettings) => settings.upiId !== '' || settings.bank.accountNumber !== '';

/** The operator's UPI ID and bank details, as the customer copies them into their banking app. */
export function PaymentMethods({ settings, reference }: { settings: PaymentSettings; reference?: string | undefined }) {
  const { bank } = settings;
  return (
    <div className="space-y-3 text-sm">
      {settings.upiId ? (
        <div>
          <p className="font-semibold text-slate-900">UPI</p>
          <p className="text-slate-800">
            UPI ID: <span className="font-mono font-semibold break-all select-all">{settings.upiId}</span>
            {settings.payeeName ? <span className="block text-slate-600">Payee: {settings.payeeName}</span> : null}
          </p>
        </div>
      ) : null}
      {bank.accountNumber ? (
        <div>
          <p className="font-semibold text-slate-900">Bank transfer (NEFT, RTGS or IMPS)</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-800">
            {bank.accountName ? (
              <>
                <dt className="text-slate-600">Account name</dt>
                <dd>{bank.accountName}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">Account number</dt>
            <dd className="font-mono select-all">{bank.accountNumber}</dd>
            {bank.ifsc ? (
              <>
                <dt className="text-slate-600">IFSC</dt>
                <dd className="font-mono select-all">{bank.ifsc}</dd>
              </>
            ) : null}
            {bank.bankName || bank.branch ? (
              <>
                <dt className="text-slate-600">Bank</dt>
                <dd>{[bank.bankName, bank.branch].filter(Boolean).join(', ')}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      {!hasPaymentDetails(settings) ? (
        <p className="text-slate-700">We will send you the payment details when we call you.</p>
      ) : null}
      {reference ? (
        <p className="text-slate-700">
          Please quote your reference <span className="font-semibold">{reference}</span> with your payment.
        </p>
      ) : null}
      {settings.note ? <p className="text-slate-700">{settings.note}</p> : null}
    </div>
  );
}

/** What a payment was for, in a sentence ('₹11,100 for the advance'). */
const purposeWords: Record<PaymentPurpose, string> = {
  advance: 'the advance',
  balance: 'the balance',
  full: 'everything still to pay',
};

export const claimedAmountWords = (claim: Pick<PaymentClaim, 'amount' | 'purpose'>) =>
  `${formatRupees(claim.amount)} for ${purposeWords[claim.purpose]}`;
