export type Align = 'left' | 'right';

export interface Column {
  title: string;
  align?: Align;
}

/** A plain-text table with a rule under the header; `null` rows print as a separator. */
export function formatTable(columns: Column[], rows: Array<Array<string> | null>): string {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => (r ? (r[i] ?? '').length : 0))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i]?.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const out = [line(columns.map((c) => c.title)), rule];
  for (const row of rows) out.push(row ? line(row) : rule);
  return out.join('\n');
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
export const fmtPct = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${n}%`);
