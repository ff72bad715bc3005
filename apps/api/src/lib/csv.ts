/** One CSV cell, always quoted; a leading =, +, -, @ (not a number) is neutralised so spreadsheets never run it. */
export function csvCell(value: string | number | null): string {
  const v = value === null ? '' : String(value);
  return `"${(/^[=+\-@\t\r]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
}

/** A CSV document with a byte-order mark, so spreadsheet programs read Arabic text as UTF-8. */
export function csv(rows: Array<Array<string | number | null>>): string {
  return '\ufeff' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
