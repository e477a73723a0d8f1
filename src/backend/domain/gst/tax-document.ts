import { rupeesInWords } from './amount-in-words';
import type { BookingTax, TaxedSupply } from './booking-tax';
import { documentKindNames, type DocumentKind } from './document-numbers';
import { indianStates, type StateCode } from './indian-states';
import type { Tcs } from './tcs';

/**
 * What a tax document says, every field CGST Rules 46 (invoice), 50 (receipt voucher), 51 (refund voucher) and 53
 * (credit note) ask for: the supplier and their GSTIN, the number and date, the recipient (with their GSTIN, and
 * their address and state on a large bill to an unregistered customer), the place of supply with the state's name,
 * each line's SAC, description, taxable value and CGST/SGST/IGST with rate and amount, the total in figures and in
 * words, and whether tax is payable on reverse charge (never, for our services). Built once, when the document is
 * issued, and stored as built: a document is never recomputed from a booking that may since have changed.
 */

export interface Supplier {
  legalName: string;
  address: string;
  gstin: string;
  state: StateCode;
}

export interface DocumentRecipient {
  name: string;
  businessName?: string | undefined;
  gstin?: string | undefined;
  address?: string | undefined;
  state?: StateCode | undefined;
}

export interface DocumentLine {
  sac: string;
  description: string;
  taxableValue: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxDocumentContent {
  kind: DocumentKind;
  title: string;
  number: string;
  financialYear: string;
  /** The calendar date of issue, in India. */
  date: string;
  supplier: Supplier;
  recipient: DocumentRecipient;
  placeOfSupply: StateCode;
  placeOfSupplyName: string;
  reverseCharge: false;
  lines: DocumentLine[];
  /** Charged on the customer's behalf and not a supply of ours (an air fare). */
  untaxed: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tcs?: Tcs | undefined;
  total: number;
  totalInWords: string;
  /** The document this one answers: the invoice a credit note corrects, the receipt voucher a refund repays. */
  against?: { number: string; date: string } | undefined;
}

/** An unregistered customer's name, address and state are required on an invoice of this much or more. */
export const largeB2cInvoice = 50_000;

export const noSupplierGstin =
  'Please enter the legal name, address and GSTIN of the business in the tax settings before issuing tax documents.';
export const recipientAddressNeeded = 'An invoice of ₹50,000 or more to an unregistered customer needs their address and state.';

const sum = (lines: readonly DocumentLine[], pick: (line: DocumentLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

const roundPaise = (amount: number) => Math.round(amount * 100) / 100;

export interface ContentInput {
  kind: DocumentKind;
  number: string;
  financialYear: string;
  date: string;
  supplier: Supplier;
  recipient: DocumentRecipient;
  tax: Pick<BookingTax, 'placeOfSupply' | 'supplies' | 'untaxed'>;
  tcs?: Tcs | null | undefined;
  against?: { number: string; date: string } | undefined;
}

/** A document's content; throws a RangeError naming what a field the law requires is missing. */
export function documentContent(input: ContentInput): TaxDocumentContent {
  const { supplier } = input;
  if (!supplier.gstin || !supplier.legalName || !supplier.address) throw new RangeError(noSupplierGstin);
  const lines: DocumentLine[] = input.tax.supplies.map((supply: TaxedSupply) => ({
    sac: supply.sac,
    description: supply.description,
    taxableValue: supply.taxableValue,
    rate: supply.rate,
    cgst: supply.cgst,
    sgst: supply.sgst,
    igst: supply.igst,
  }));
  const taxableValue = roundPaise(sum(lines, (line) => line.taxableValue));
  const cgst = roundPaise(sum(lines, (line) => line.cgst));
  const sgst = roundPaise(sum(lines, (line) => line.sgst));
  const igst = roundPaise(sum(lines, (line) => line.igst));
  const tcs = input.tcs ?? undefined;
  const total = roundPaise(taxableValue + cgst + sgst + igst + input.tax.untaxed + (tcs?.amount ?? 0));
  const recipient = input.recipient;
  if (input.kind === 'invoice' && !recipient.gstin && total >= largeB2cInvoice && (!recipient.address || !recipient.state))
    throw new RangeError(recipientAddressNeeded);
  return {
    kind: input.kind,
    title: documentKindNames[input.kind],
    number: input.number,
    financialYear: input.financialYear,
    date: input.date,
    supplier: input.supplier,
    recipient,
    placeOfSupply: input.tax.placeOfSupply,
    placeOfSupplyName: indianStates[input.tax.placeOfSupply],
    reverseCharge: false,
    lines,
    untaxed: input.tax.untaxed,
    taxableValue,
    cgst,
    sgst,
    igst,
    ...(tcs ? { tcs } : {}),
    total,
    totalInWords: rupeesInWords(total),
    ...(input.against ? { against: input.against } : {}),
  };
}

/**
 * The tax inside an advance (CGST Rule 50): the amount received shared among the booking's supplies in proportion
 * to what each comes to with its tax, and each share split into its value and the tax it includes, to the paisa.
 * The shares add up to the amount received.
 */
export function advanceTax(
  tax: Pick<BookingTax, 'placeOfSupply' | 'intraState' | 'supplies' | 'total'>,
  received: number,
): Pick<BookingTax, 'placeOfSupply' | 'supplies' | 'untaxed'> {
  const supplies = tax.supplies.filter((supply) => supply.taxableValue > 0);
  const grossOf = (supply: TaxedSupply) => supply.taxableValue + supply.cgst + supply.sgst + supply.igst;
  const grossTotal = supplies.reduce((total, supply) => total + grossOf(supply), 0);
  let left = received;
  const shares = supplies.map((supply, index) => {
    const share = index === supplies.length - 1 ? roundPaise(left) : roundPaise((received * grossOf(supply)) / grossTotal);
    left = roundPaise(left - share);
    const included = roundPaise((share * supply.rate) / (100 + supply.rate));
    const half = roundPaise(included / 2);
    return {
      ...supply,
      taxableValue: roundPaise(share - included),
      cgst: tax.intraState ? half : 0,
      sgst: tax.intraState ? roundPaise(included - half) : 0,
      igst: tax.intraState ? 0 : included,
    };
  });
  return { placeOfSupply: tax.placeOfSupply, supplies: shares, untaxed: 0 };
}
