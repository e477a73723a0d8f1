export type CsvCell = string | number | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes doubled. Text that
 * a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return) gets a leading apostrophe
 * first: names and e-mails are typed by customers. Numbers are written as they are, a credit note's minus included.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV, the first usually the header, each line ended by CRLF as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
