import { describe, expect, it } from 'vitest';
import { pickDateTicks } from './chart-ticks';

const slots = (n: number, slot: number, rtl = false) =>
  Array.from({ length: n }, (_, i) => (rtl ? (n - 1 - i) * slot + slot / 2 : i * slot + slot / 2));

function overlaps(picked: Set<number>, centres: number[], widths: number[], drawing: number) {
  const spans = [...picked]
    .map((i) => {
      const half = widths[i]! / 2;
      const c = Math.min(Math.max(centres[i]!, half), drawing - half);
      return [c - half, c + half] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  return spans.some((s, j) => j > 0 && s[0] < spans[j - 1]![1]);
}

describe('dates under a daily chart', () => {
  it('labels every day when there is room, the latest always', () => {
    const centres = slots(7, 80);
    expect([...pickDateTicks({ centres, widths: centres.map(() => 40), drawing: 560 })].sort()).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it.each([
    ['English at desktop width', 30, 31, 40, 900, false],
    ['Arabic month names at phone width, right to left', 30, 10, 84, 310, true],
    ['Arabic month names at phone width, left to right', 30, 10, 84, 310, false],
    ['German at phone width', 30, 10, 52, 310, false],
  ])('never lets two dates touch: %s', (_label, n, slot, labelWidth, drawing, rtl) => {
    const centres = slots(n, slot, rtl);
    const widths = centres.map((_, i) => labelWidth - (i % 3));
    const picked = pickDateTicks({ centres, widths, drawing });
    expect(picked.has(n - 1)).toBe(true);
    expect(picked.size).toBeGreaterThan(1);
    expect(overlaps(picked, centres, widths, drawing)).toBe(false);
  });

  it('thins wider labels more than narrow ones', () => {
    const centres = slots(30, 10);
    const narrow = pickDateTicks({ centres, widths: centres.map(() => 30), drawing: 300 });
    const wide = pickDateTicks({ centres, widths: centres.map(() => 84), drawing: 300 });
    expect(wide.size).toBeLessThan(narrow.size);
  });
});
