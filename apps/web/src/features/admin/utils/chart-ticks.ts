/**
 * Which days of a daily bar chart get a date under them. Every `k`-th day is labelled, counted back from the
 * latest (so the latest always has its date), with the smallest `k` for which no two labels touch once each is
 * kept inside the drawing; the widths are the labels' measured widths, so long month names (Arabic "تشرين
 * الثاني") get fewer dates than short ones.
 */
export function pickDateTicks({
  centres,
  widths,
  drawing,
  gap = 8,
}: {
  /** The centre of each day's slot, oldest first. */
  centres: number[];
  /** Each day's label width. */
  widths: number[];
  /** The drawing's width: labels are shifted to stay inside it. */
  drawing: number;
  gap?: number;
}): Set<number> {
  const n = centres.length;
  const span = (i: number): [number, number] => {
    const half = widths[i]! / 2;
    const centre = Math.min(Math.max(centres[i]!, half), drawing - half);
    return [centre - half, centre + half];
  };
  for (let every = 1; every <= n; every++) {
    const picked: number[] = [];
    for (let i = n - 1; i >= 0; i -= every) picked.push(i);
    const spans = picked.map(span).sort((a, b) => a[0] - b[0]);
    if (spans.every((s, j) => j === 0 || s[0] >= spans[j - 1]![1] + gap)) return new Set(picked);
  }
  return new Set(n ? [n - 1] : []);
}

/** A label's width without layout (tests, the first paint): about 6 px a character at 10 px. */
export const estimateWidth = (text: string) => text.length * 6;
