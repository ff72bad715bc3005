/** A round top for a value axis and the step between its ticks (1, 2 or 5 times a power of ten). */
export function niceScale(max: number, ticks = 4, integer = false): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  // Counts (bookings) are whole: no tick at 0.5.
  const step = integer ? Math.max(1, nice) : nice;
  return { top: Math.ceil(max / step) * step, step };
}
