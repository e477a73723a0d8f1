import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isBackendError } from '@/backend/errors';
import { documentKindNames, documentKinds, type DocumentKind } from '@/backend/domain/gst/document-numbers';
import { gstinProblem } from '@/backend/domain/gst/gstin';
import { stateCodes, stateLabel, type StateCode } from '@/backend/domain/gst/indian-states';
import { limits } from '@/backend/limits';
import { taxDocumentQueries } from '@/backend/queries';
import type { Booking, IssueDocumentInput } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { adminTaxDocumentPath } from '@/lib/admin-paths';
import { TaxDocumentLinks } from '@/components/tax/tax-document-links';
import { useIssueTaxDocument } from '../use-issue-tax-document';

interface Errors {
  amount?: string;
  gstin?: string;
}

/**
 * The booking's tax documents: those issued, each to open and print, and the form that asks the server to issue the
 * next one. The server numbers it, computes its tax from the booking and the tax settings, and stores it for good.
 */
export function TaxDocumentsPanel({ booking }: { booking: Booking }) {
  const documents = useQuery(taxDocumentQueries.ofBooking(booking.id));
  const issue = useIssueTaxDocument();
  const notify = useNotify();
  const hintId = useId();
  const [kind, setKind] = useState<DocumentKind>('invoice');
  const [amount, setAmount] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [gstin, setGstin] = useState('');
  const [address, setAddress] = useState('');
  const [state, setState] = useState<StateCode | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<IssueDocumentInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const takesRecipient = kind === 'invoice' || kind === 'receipt';

  function check() {
    const rupees = Number(amount);
    const found: Errors = {
      ...(kind === 'receipt' && !(Number.isInteger(rupees) && rupees > 0 && rupees <= limits.totalPrice)
        ? { amount: 'Enter the amount received in whole rupees.' }
        : {}),
      ...(takesRecipient && gstin.trim() !== '' && gstinProblem(gstin.trim().toUpperCase())
        ? { gstin: gstinProblem(gstin.trim().toUpperCase()) ?? undefined }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const recipient = takesRecipient
      ? {
          ...(businessName.trim() ? { businessName: businessName.trim() } : {}),
          ...(gstin.trim() ? { gstin: gstin.trim().toUpperCase() } : {}),
          ...(address.trim() ? { address: address.trim() } : {}),
          ...(state ? { state } : {}),
        }
      : {};
    setFailure(null);
    setAsking({
      bookingId: booking.id,
      kind,
      ...(kind === 'receipt' ? { amount: rupees } : {}),
      ...(Object.keys(recipient).length > 0 ? { recipient } : {}),
    });
  }

  function confirm() {
    if (!asking) return;
    issue.mutate(asking, {
      onSuccess: (document) => {
        setAsking(null);
        setAmount('');
        notify('success', `${document.title} ${document.number} issued.`);
      },
      onError: (error) => {
        console.warn('Issuing the tax document failed:', error);
        setAsking(null);
        setFailure(
          isBackendError(error) && error.code !== 'unavailable'
            ? error.message
            : 'The document could not be issued. Please try again.',
        );
      },
    });
  }

  return (
    <div className="space-y-4">
      {documents.isError ? (
        <InlineNotice kind="error">Could not load the tax documents.</InlineNotice>
      ) : documents.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the tax documents...
        </p>
      ) : documents.data.length === 0 ? (
        <p className="text-sm text-slate-600">No tax document issued yet.</p>
      ) : (
        <TaxDocumentLinks documents={documents.data} pathOf={(document) => adminTaxDocumentPath(booking.id, document.id)} />
      )}

      <form
        noValidate
        aria-describedby={hintId}
        className="space-y-3 border-t border-slate-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <p id={hintId} className="text-sm text-slate-600">
          The next number of its series is taken and the document is kept as issued: a mistake is corrected by a credit note.
        </p>
        <SelectField label="Document" value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)}>
          {documentKinds.map((one) => (
            <option key={one} value={one}>
              {documentKindNames[one]}
            </option>
          ))}
        </SelectField>
        {kind === 'receipt' ? (
          <TextField
            label="Amount received (₹)"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        ) : null}
        {takesRecipient ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-800">For a business invoice (optional)</legend>
            <TextField
              label="Business name"
              autoComplete="off"
              maxLength={limits.title}
              value={businessName}
              onChange={(event) => setBusinessName(event.target.value)}
            />
            <TextField
              label="GSTIN"
              autoComplete="off"
              maxLength={15}
              value={gstin}
              error={errors.gstin}
              onChange={(event) => setGstin(event.target.value)}
            />
            <TextField
              label="Address"
              autoComplete="off"
              maxLength={limits.listItem}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
            <SelectField label="State" value={state} onChange={(event) => setState(event.target.value as StateCode | '')}>
              <option value="">Not given</option>
              {stateCodes.map((code) => (
                <option key={code} value={code}>
                  {stateLabel(code)}
                </option>
              ))}
            </SelectField>
          </fieldset>
        ) : null}
        {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
        <Button type="submit" className="min-h-11" disabled={issue.isPending}>
          Issue document
        </Button>
      </form>

      <IssueDialog input={asking} busy={issue.isPending} onConfirm={confirm} onDismiss={() => setAsking(null)} />
    </div>
  );
}

function IssueDialog({
  input,
  busy,
  onConfirm,
  onDismiss,
}: {
  input: IssueDocumentInput | null;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const messageId = useId();
  const name = input ? documentKindNames[input.kind] : '';
  return (
    <Dialog open={input !== null} onClose={onDismiss} title={`Issue a ${name.toLowerCase()}?`} describedBy={messageId}>
      <p id={messageId} className="text-slate-700">
        It takes the next number of its series and cannot be changed or deleted once issued. The customer can open and print it
        from My bookings.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDismiss} disabled={busy}>
          Not now
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Issuing...' : `Issue ${name.toLowerCase()}`}
        </Button>
      </div>
    </Dialog>
  );
}
