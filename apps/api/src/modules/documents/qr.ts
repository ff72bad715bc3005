import qrcode from 'qrcode-generator';

/** Codes drawn lately, by their text: choosing a QR code's mask is ~10 ms of CPU, and a document is printed again. */
const drawn = new Map<string, { size: number; path: string }>();
const KEPT = 256;

/** A QR code of `text` as one SVG path of its dark modules, with a four-module quiet zone (error correction M). */
export function qrPath(text: string): { size: number; path: string } {
  const kept = drawn.get(text);
  if (kept) return kept;
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  const made = { size: count + quiet * 2, path };
  if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(text, made);
  return made;
}
