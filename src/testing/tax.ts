import { defaultTaxSettings, type TaxSettings } from '@/backend/schemas';

/**
 * The operator once registered for GST in Sikkim, as they would save it under Settings, "Tax": the settings every
 * test of tax documents starts from (documents need a GSTIN, the legal name and the address), with the TAN that an
 * overseas package's TCS is collected under.
 */
export const registeredOperator: TaxSettings = {
  ...defaultTaxSettings,
  legalName: 'Himalayan Aster Tours and Travels',
  address: 'MG Marg, Gangtok, Sikkim 737101',
  gstin: '11AAGFH1234K1ZT',
  tan: 'CALH12345E',
};
