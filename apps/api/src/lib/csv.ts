/**
 * Spreadsheet formula injection (CWE-1236). Excel, LibreOffice and Google Sheets run a cell that starts with
 * = + - or @ (Excel also after a leading tab or CR, and for the full-width forms ＝ ＋ － ＠), so text a user
 * typed (a top-up reference, a sub-user's name) could become `-1+1+cmd|' /C calc'!A0` in someone's export.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const BARE_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell that is entirely a decimal number (an amount, a balance, a count), the only kind left as it is. */
export function isBareNumber(value: string): boolean {
  return BARE_NUMBER.test(value);
}

/** Whether a spreadsheet would read this text as a formula (or as the start of one). */
export function startsLikeFormula(value: string): boolean {
  return FORMULA_START.test(value) && !isBareNumber(value);
}

/** One CSV cell, always quoted; text a spreadsheet would run gets a leading apostrophe (OWASP's advice). */
export function csvCell(value: string | number | null): string {
  const v = value === null ? '' : String(value);
  return `"${(startsLikeFormula(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
}

/** A CSV document with a byte-order mark, so spreadsheet programs read Arabic text as UTF-8. */
export function csv(rows: Array<Array<string | number | null>>): string {
  return '\ufeff' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
