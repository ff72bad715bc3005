import { createDrawnImageStore } from '../../../lib/drawn-images.js';
import { seeded } from '../../../lib/random.js';
import { VISA_DESTINATIONS } from './reference-data.js';

const COLOURS = new Map(VISA_DESTINATIONS.map((d) => [d.country, d.colours]));

/**
 * A visa product's thumbnail, drawn: the destination's colours behind a passport with a visa stamp bearing the
 * country's code. `code` is the product's code (`IQ-TR-EVISA-2`); its destination is the second part.
 */
export function visaThumbSvg(code: string): string | null {
  const country = code.split('-')[1] ?? '';
  const colours = COLOURS.get(country);
  if (!colours) return null;
  const [main, light] = colours;
  const rnd = seeded(code);
  const tilt = rnd.int(-14, 14);
  const w = 480;
  const h = 320;
  const stamp = `<g transform="rotate(${tilt} 300 170)"><circle cx="300" cy="170" r="62" fill="none" stroke="${main}" stroke-width="7"/><circle cx="300" cy="170" r="48" fill="none" stroke="${main}" stroke-width="2"/><text x="300" y="186" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${main}">${country}</text></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="${light}"/>` +
    `<rect width="${w}" height="${h * 0.28}" fill="${main}" opacity=".9"/>` +
    `<rect x="110" y="40" width="260" height="250" rx="16" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>` +
    Array.from(
      { length: 5 },
      (_, i) => `<rect x="140" y="${214 + i * 13}" width="${200 - i * 17}" height="5" rx="2" fill="#cbd5e1"/>`,
    ).join('') +
    `<rect x="140" y="72" width="70" height="86" rx="6" fill="#e2e8f0"/><circle cx="175" cy="104" r="18" fill="#94a3b8"/><path d="M147 152 q28 -36 56 0z" fill="#94a3b8"/>` +
    stamp +
    `</svg>`
  );
}

/** The WebP thumbnails under `DATA_DIR/uploads/visa/thumb/`, drawn on first request. */
export function createVisaImageStore(dir: string) {
  const store = createDrawnImageStore(dir);
  return (code: string) => {
    const svg = visaThumbSvg(code);
    return svg ? store(`${code}.webp`, () => svg) : null;
  };
}
