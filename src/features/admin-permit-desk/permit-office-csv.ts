import { toCsv } from '@/lib/csv';
import { countryName } from '@/backend/domain/permits';
import { idTypeWords } from '@/backend/schemas';
import type { PermitTravellerRow } from './permit-desk';

/** The columns permit offices ask for, in their order. */
export const permitOfficeColumns = ['Name', 'Age', 'Gender', 'Nationality', 'ID type', 'ID number'] as const;

/** One traveller as the permit office's list shows them. */
export function permitOfficeRow(row: PermitTravellerRow): string[] {
  return [
    row.traveller.name,
    row.traveller.age === undefined ? '' : String(row.traveller.age),
    row.traveller.gender,
    countryName(row.traveller.nationality),
    row.document?.idType ? idTypeWords[row.document.idType] : '',
    row.document?.idNumber ?? '',
  ];
}

/** The permit office's list as CSV (header first, CRLF line ends as RFC 4180 has them). */
export function permitOfficeCsv(rows: readonly PermitTravellerRow[]): string {
  return toCsv([permitOfficeColumns, ...rows.map(permitOfficeRow)]);
}

/** 'tsomgo-nathula_2027-04-08.csv' */
export const permitOfficeFileName = (permitId: string, date: string) => `${permitId}_${date}.csv`;
