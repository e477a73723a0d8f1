/**
 * India's states and union territories by their GST state code: the first two digits of a GSTIN, and the code an
 * invoice prints beside the place of supply. Codes no longer given out (25, the old Daman and Diu; 28, the old
 * Andhra Pradesh) are left out: a GSTIN starting with them is refused.
 */
export const indianStates = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;

export type StateCode = keyof typeof indianStates;

export const stateCodes = Object.keys(indianStates).sort() as StateCode[];

/** Sikkim, where the operator and Hotel Aster stand. */
export const sikkim: StateCode = '11';

export const isStateCode = (value: string): value is StateCode => Object.hasOwn(indianStates, value);

/** 'Sikkim (11)': how an invoice names a place of supply. */
export const stateLabel = (code: StateCode) => `${indianStates[code]} (${code})`;

/**
 * A customer whose address is outside India: no Indian state to supply them in. Here rather than beside the billing
 * schema, so that pricing a tax (the planners on the tour and Hotel Aster pages) does not load zod.
 */
export const outsideIndia = 'outside-india';
