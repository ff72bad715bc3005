import type { CarClass } from '@portal/contracts/cars';
import { seeded } from '../../../lib/random.js';
import { COLOURS, MODELS } from './reference-data.js';

/*
 * Car pictures, drawn rather than fetched: a side view whose body follows the class (a small hatchback, a saloon,
 * an SUV, a van, a long luxury saloon) in the offer's colour, on a road under a sky; rendered and cached by the
 * drawn-image store (`lib/drawn-images.ts`) under DATA_DIR/uploads/cars/.
 */

/** `toyota-camry-1d4ed8.webp`: the model's slug and its colour. */
export function carImageName(modelSlug: string, colour: string) {
  return `${modelSlug}-${colour}.webp`;
}

export function parseCarImageName(file: string): { carClass: CarClass; slug: string; colour: string } | null {
  const found = /^([a-z0-9-]+)-([0-9a-f]{6})\.webp$/.exec(file);
  if (!found) return null;
  const model = MODELS.find((m) => m.slug === found[1]);
  if (!model || !(COLOURS as readonly string[]).includes(found[2]!)) return null;
  return { carClass: model.carClass, slug: model.slug, colour: found[2]! };
}

const SHAPES: Record<CarClass, { length: number; roof: number; cabin: [number, number]; height: number }> = {
  economy: { length: 300, roof: 70, cabin: [0.28, 0.82], height: 62 },
  compact: { length: 340, roof: 66, cabin: [0.26, 0.74], height: 60 },
  midsize: { length: 380, roof: 64, cabin: [0.27, 0.72], height: 58 },
  suv: { length: 380, roof: 84, cabin: [0.2, 0.86], height: 80 },
  van: { length: 400, roof: 110, cabin: [0.1, 0.95], height: 90 },
  luxury: { length: 420, roof: 62, cabin: [0.28, 0.7], height: 56 },
};

/** The SVG of a model in a colour. */
export function carImageSvg(slug: string, carClass: CarClass, colour: string): string {
  const rnd = seeded(`${slug}:${colour}`);
  const w = 480;
  const h = 320;
  const s = SHAPES[carClass];
  const x0 = (w - s.length) / 2;
  const ground = 250;
  const bodyTop = ground - 22 - s.height;
  const roofTop = bodyTop - s.roof;
  const c0 = x0 + s.length * s.cabin[0];
  const c1 = x0 + s.length * s.cabin[1];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${ground - 18}" r="30" fill="#111827"/><circle cx="${x}" cy="${ground - 18}" r="14" fill="#d1d5db"/>`;
  const hill = rnd.int(120, 170);
  const body =
    `<path d="M${x0} ${ground - 22} V${bodyTop + 14} Q${x0} ${bodyTop} ${x0 + 20} ${bodyTop} H${c0} L${c0 + 30} ${roofTop} H${c1 - 24} L${c1} ${bodyTop} H${x0 + s.length - 14} Q${x0 + s.length} ${bodyTop} ${x0 + s.length} ${bodyTop + 16} V${ground - 22} Z" fill="#${colour}" stroke="#0f172a" stroke-width="3"/>` +
    `<path d="M${c0 + 10} ${bodyTop} L${c0 + 34} ${roofTop + 8} H${(c0 + c1) / 2 - 4} V${bodyTop} Z" fill="#bae6fd" opacity=".9"/>` +
    `<path d="M${(c0 + c1) / 2 + 4} ${bodyTop} V${roofTop + 8} H${c1 - 28} L${c1 - 8} ${bodyTop} Z" fill="#bae6fd" opacity=".9"/>` +
    `<rect x="${x0 + s.length - 18}" y="${bodyTop + 18}" width="14" height="10" rx="3" fill="#fde68a"/>` +
    `<rect x="${x0 + 4}" y="${bodyTop + 18}" width="10" height="10" rx="3" fill="#f87171"/>` +
    `<path d="M${(c0 + c1) / 2} ${bodyTop + 4} V${ground - 26}" stroke="#0f172a" stroke-width="2" opacity=".4"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<path d="M0 ${ground - 40} Q${w * 0.3} ${ground - hill} ${w * 0.6} ${ground - 50} T${w} ${ground - 60} V${ground} H0z" fill="#d9f99d" opacity=".7"/>` +
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#6b7280"/><path d="M0 ${ground + 34} H${w}" stroke="#f8fafc" stroke-width="4" stroke-dasharray="30 24"/>` +
    `<ellipse cx="${w / 2}" cy="${ground + 8}" rx="${s.length / 2 + 10}" ry="10" fill="#111827" opacity=".25"/>` +
    body +
    wheel(x0 + s.length * 0.18) +
    wheel(x0 + s.length * 0.82) +
    `</svg>`
  );
}
