import { useEffect, useRef, useState, type FormEvent } from 'react';
import { upiAmountsDue, type UpiAmountDue } from '@/backend/domain/upi-link';
import type { PaymentPlan } from '@/backend/domain/payment-plan';
import { isBackendError } from '@/backend/errors';
import { limits } from '@/backend/limits';
import { paymentScreenshotTypes, typedUtrSchema, type Booking, type PaymentSettings } from '@/backend/schemas';
import { paymentScreenshotProblem } from '@/backend/domain/payment-screenshots';
import { Button } from '@/components/ui/button';
import { FieldFrame, TextField, controlClasses } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { QrCode } from '../trip/qr-code';
import { useClaimPayment } from '../use-claim-payment';

/**
 * Paying in one tap: for each amount due, a link that opens the customer's UPI app with the operator's UPI ID, the
 * amount and the booking's reference filled in, the same link as a QR code to scan from another phone, and "I have
 * paid" to give the payment's UTR, so the operator matches it without searching.
 */
export function UpiPay({ booking, plan, settings }: { booking: Booking; plan: PaymentPlan; settings: PaymentSettings }) {
  const reference = booking.reference;
  const due = reference ? upiAmountsDue(plan, settings, reference) : [];
  if (!reference || due.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-4">
      {due.map((amountDue) => (
        <li key={amountDue.purpose} className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm font-semibold text-slate-900">
            {amountDue.dueBy
              ? `${amountDue.label} ${formatRupees(amountDue.amount)} due by ${formatCalendarDate(amountDue.dueBy)}`
              : `${amountDue.label}: ${formatRupees(amountDue.amount)}`}
          </p>
          <a
            href={amountDue.link}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Pay {formatRupees(amountDue.amount)} by UPI
          </a>
          <QrCode
            text={amountDue.link}
            label={`QR code to pay ${formatRupees(amountDue.amount)} by UPI for ${reference}`}
            className="size-40"
          />
          <p className="text-xs text-slate-600">On another phone, scan it with any UPI app.</p>
          <PaidForm booking={booking} due={amountDue} />
        </li>
      ))}
    </ul>
  );
}

/** "I have paid": opened by a button, the UTR (and a note if the customer likes) of this one amount. */
function PaidForm({ booking, due }: { booking: Booking; due: UpiAmountDue }) {
  const frame = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const claim = useClaimPayment(booking.userId ?? '');
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [note, setNote] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  // Focus follows the swap: into the form once it opens, back to its button once it closes.
  useEffect(() => {
    if (!moved.current) return;
    frame.current?.querySelector<HTMLElement>(open ? 'input' : 'button')?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    moved.current = true;
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = typedUtrSchema.safeParse(utr);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const fileProblem = screenshot ? paymentScreenshotProblem(screenshot) : null;
    setScreenshotError(fileProblem ?? undefined);
    if (fileProblem) return;
    claim.mutate(
      {
        bookingId: booking.id,
        purpose: due.purpose,
        utr: parsed.data,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(screenshot ? { screenshot } : {}),
      },
      {
        onSuccess: () => {
          setSent(true);
          toggle(false);
          setUtr('');
          setNote('');
          setScreenshot(null);
        },
        onError: (failure) =>
          console.warn('Could not send the payment reference:', isBackendError(failure) ? failure.code : failure),
      },
    );
  }

  const failure = claim.isError
    ? isBackendError(claim.error) && claim.error.code !== 'unavailable'
      ? claim.error.message
      : 'We could not send your payment reference. Please check your connection and try again.'
    : null;

  return (
    <div ref={frame} className="w-full">
      {sent ? <InlineNotice kind="success">Thank you: we will match your payment and confirm it.</InlineNotice> : null}
      {!open ? (
        <Button
          variant="secondary"
          className="mt-2 min-h-11"
          onClick={() => {
            setSent(false);
            toggle(true);
          }}
        >
          I have paid {formatRupees(due.amount)}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={`I have paid ${formatRupees(due.amount)}`}
          className="mt-2 grid gap-3 rounded-lg bg-slate-50 p-3"
        >
          <TextField
            label="UPI transaction reference (UTR)"
            hint="The 12 digits your UPI app shows for the payment (also called UPI reference number)."
            value={utr}
            inputMode="numeric"
            autoComplete="off"
            maxLength={limits.utrDigits * 3}
            error={error}
            onChange={(event) => setUtr(event.target.value)}
          />
          <TextField
            label="Note (optional)"
            value={note}
            autoComplete="off"
            maxLength={limits.paymentClaimNote}
            onChange={(event) => setNote(event.target.value)}
          />
          <FieldFrame
            label="Screenshot of the payment (optional)"
            hint="A JPEG, PNG or WebP picture of at most 5 MB: we look at it beside your UTR."
            error={screenshotError}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                accept={paymentScreenshotTypes.join(',')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={`${controlClasses} min-h-11`}
                onChange={(event) => {
                  setScreenshot(event.target.files?.[0] ?? null);
                  setScreenshotError(undefined);
                }}
              />
            )}
          </FieldFrame>
          {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="min-h-11" disabled={claim.isPending}>
              {claim.isPending ? 'Sending...' : 'Send the payment reference'}
            </Button>
            <Button variant="ghost" className="min-h-11" onClick={() => toggle(false)}>
              Not now
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
