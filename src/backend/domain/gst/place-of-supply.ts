import { gstinState } from './gstin';
import { sikkim, type StateCode } from './indian-states';

/**
 * Where a supply is made, which decides the tax's split (IGST section 12): a room is supplied where the hotel
 * stands, so Hotel Aster's rooms are always supplied in Sikkim whoever stays; any other service of ours (a tour
 * package, a flight's service fee) follows the customer: a registered customer's state from their GSTIN, else the
 * state of the address on record, else the supplier's own state.
 */

export type SupplyKind = 'tour' | 'room' | 'flight';

export interface Recipient {
  /** A registered customer's GSTIN (checked). */
  gstin?: string | undefined;
  /** The state of the address the customer gave. */
  state?: StateCode | undefined;
  /** The customer said their address is outside India: supplied where the supplier is, nothing assumed. */
  outsideIndia?: boolean | undefined;
  /** The customer's PAN, which an overseas package's TCS asks for (it does not change the place of supply). */
  pan?: string | undefined;
}

export function placeOfSupply(kind: SupplyKind, recipient: Recipient, supplierState: StateCode = sikkim): StateCode {
  if (kind === 'room') return sikkim;
  if (recipient.gstin) return gstinState(recipient.gstin);
  return recipient.state ?? supplierState;
}

/** CGST + SGST when the place of supply is the supplier's own state, IGST otherwise. */
export const isIntraState = (place: StateCode, supplierState: StateCode = sikkim) => place === supplierState;
