import type { ReactNode } from 'react';
import { stateLabel } from '@/backend/domain/gst/indian-states';
import type { TaxDocument } from '@/backend/schemas';
import { formatCalendarDate, formatRupeesAndPaise } from '@/lib/format';

/**
 * A tax document as it was issued, every field the CGST Rules ask for, in the order an accountant reads them. It
 * shows the stored document and computes nothing: the figures are the ones the server issued.
 */
export function TaxDocumentSheet({ document }: { document: TaxDocument }) {
  const { supplier, recipient } = document;
  const interState = document.placeOfSupply !== supplier.state;
  return (
    <article
      aria-labelledby="tax-document-title"
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <h1 id="tax-document-title" className="font-display text-2xl font-bold text-brand-900">
            {document.title}
          </h1>
          <p className="text-sm text-slate-600">Original for recipient</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-slate-600">Number</dt>
          <dd className="font-semibold text-slate-900">{document.number}</dd>
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">{formatCalendarDate(document.date)}</dd>
          {document.bookingReference ? (
            <>
              <dt className="text-slate-600">Booking</dt>
              <dd className="text-slate-900">{document.bookingReference}</dd>
            </>
          ) : null}
          {document.against ? (
            <>
              <dt className="text-slate-600">Against</dt>
              <dd className="text-slate-900">
                {document.against.number} of {formatCalendarDate(document.against.date)}
              </dd>
            </>
          ) : null}
        </dl>
      </div>

      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Party heading="Supplier">
          <p className="font-semibold">{supplier.legalName}</p>
          <p className="whitespace-pre-line">{supplier.address}</p>
          <p>GSTIN: {supplier.gstin}</p>
          <p>State: {stateLabel(supplier.state)}</p>
        </Party>
        <Party heading="Recipient">
          <p className="font-semibold">{recipient.businessName ?? recipient.name}</p>
          {recipient.businessName ? <p>Attention: {recipient.name}</p> : null}
          {recipient.address ? <p className="whitespace-pre-line">{recipient.address}</p> : null}
          <p>GSTIN: {recipient.gstin ? recipient.gstin : 'Unregistered'}</p>
          {recipient.state ? <p>State: {stateLabel(recipient.state)}</p> : null}
        </Party>
      </div>

      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Place of supply</dt>
        <dd className="text-slate-900">
          {document.placeOfSupplyName} ({document.placeOfSupply})
        </dd>
        <dt className="text-slate-600">Tax payable on reverse charge</dt>
        <dd className="text-slate-900">No</dd>
      </dl>

      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Supplies and their tax</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Description
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                SAC
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Taxable value
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Rate
              </th>
              {interState ? (
                <th scope="col" className="py-2 text-right font-semibold">
                  IGST
                </th>
              ) : (
                <>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    CGST
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    SGST
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">{line.description}</td>
                <td className="py-2 pr-3">{line.sac}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatRupeesAndPaise(line.taxableValue)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.rate}%</td>
                {interState ? (
                  <td className="py-2 text-right tabular-nums">{formatRupeesAndPaise(line.igst)}</td>
                ) : (
                  <>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatRupeesAndPaise(line.cgst)} <span className="text-slate-500">({line.rate / 2}%)</span>
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {formatRupeesAndPaise(line.sgst)} <span className="text-slate-500">({line.rate / 2}%)</span>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <Total label="Taxable value" amount={document.taxableValue} />
        {interState ? (
          <Total label="IGST" amount={document.igst} />
        ) : (
          <>
            <Total label="CGST" amount={document.cgst} />
            <Total label="SGST" amount={document.sgst} />
          </>
        )}
        {document.untaxed > 0 ? <Total label="Charged at cost, outside GST" amount={document.untaxed} /> : null}
        {document.tcs ? (
          <Total
            label={`TCS at ${document.tcs.rate}%${document.tcs.withoutPan ? ' (no PAN given)' : ''}`}
            amount={document.tcs.amount}
          />
        ) : null}
        <dt className="border-t border-slate-300 pt-2 font-semibold text-slate-900">Total</dt>
        <dd className="border-t border-slate-300 pt-2 text-right font-semibold tabular-nums text-slate-900">
          {formatRupeesAndPaise(document.total)}
        </dd>
      </dl>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">In words:</span> {document.totalInWords}
      </p>
    </article>
  );
}

function Party({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-0.5 text-sm text-slate-800">
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h2>
      {children}
    </section>
  );
}

function Total({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right tabular-nums text-slate-900">{formatRupeesAndPaise(amount)}</dd>
    </>
  );
}
