import { countryName } from '@/backend/domain/permits';
import { idTypeWords } from '@/backend/schemas';
import type { PermitTravellerRow } from './permit-desk';

/** The columns permit offices ask for, in their order. */
export const permitOfficeColumns = ['Name', 'Age', 'Gender', 'Nationality', 'ID type', 'ID number'] as const;

/** One traveller as the permit office's list shows them. */
export function permitOfficeRow(row: PermitTravellerRow): string[] {
  return [
    row.traveller.name,
    String(row.traveller.age),
    row.traveller.gender,
    countryName(row.traveller.nationality),
    row.document?.idType ? idTypeWords[row.document.idType] : '',
    row.document?.idNumber ?? '',
  ];
}

/**
 * One cell of CSV: quoted when it holds a comma, a quote or a line break. A cell a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a name typed by a
 * customer can never run as one on the operator's computer.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The permit office's list as CSV (header first, CRLF line ends as RFC 4180 has them). */
export function permitOfficeCsv(rows: readonly PermitTravellerRow[]): string {
  return [permitOfficeColumns, ...rows.map(permitOfficeRow)].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'tsomgo-nathula_2027-04-08.csv' */
export const permitOfficeFileName = (permitId: string, date: string) => `${permitId}_${date}.csv`;
