import { createDrawnImageStore, palmSvg, skySvg } from '../../../lib/drawn-images.js';
import type { CityProfile } from './reference-data.js';
import { seeded, type Random } from './random.js';

/*
 * Hotel pictures, drawn rather than fetched: simple SVG compositions (a façade, a lobby, a room, the pool or
 * the view) in colours chosen per hotel by a seeded PRNG, rendered to WebP by sharp the first time they are
 * asked for and kept under DATA_DIR/uploads/hotels/thumb/. Nothing is generated at seed time, so creating a
 * database (the tests make many) costs no image work.
 */

export type HotelImageKind = { kind: 'thumb' } | { kind: 'gallery'; index: number } | { kind: 'room'; code: string };

/** `grand-taksim-istanbul.webp`, `…-2.webp`, `…-room-deluxe.webp`. */
export function parseImageName(file: string): { slug: string; image: HotelImageKind } | null {
  const room = /^([a-z0-9-]+)-room-([a-z]+)\.webp$/.exec(file);
  if (room) return { slug: room[1]!, image: { kind: 'room', code: room[2]! } };
  const gallery = /^([a-z0-9-]+)-([1-4])\.webp$/.exec(file);
  if (gallery) return { slug: gallery[1]!, image: { kind: 'gallery', index: Number(gallery[2]) } };
  const thumb = /^([a-z0-9-]+)\.webp$/.exec(file);
  return thumb ? { slug: thumb[1]!, image: { kind: 'thumb' } } : null;
}

const PALETTES = [
  ['#0f766e', '#99f6e4', '#f8fafc', '#b45309'],
  ['#1e3a8a', '#bfdbfe', '#fef3c7', '#9a3412'],
  ['#7c2d12', '#fed7aa', '#fff7ed', '#166534'],
  ['#4c1d95', '#ddd6fe', '#f5f3ff', '#b91c1c'],
  ['#134e4a', '#a7f3d0', '#ecfdf5', '#a16207'],
  ['#831843', '#fbcfe8', '#fdf2f8', '#1d4ed8'],
  ['#374151', '#e5e7eb', '#f9fafb', '#047857'],
  ['#0c4a6e', '#bae6fd', '#f0f9ff', '#c2410c'],
] as const;

interface Style {
  rnd: Random;
  palette: readonly string[];
  profile: CityProfile;
  stars: number;
}

function sky(profile: CityProfile, w: number, h: number) {
  const [top, bottom] =
    profile === 'gulf' || profile === 'holy'
      ? ['#fde68a', '#fb923c']
      : profile === 'beach'
        ? ['#38bdf8', '#e0f2fe']
        : profile === 'mountain'
          ? ['#7dd3fc', '#dcfce7']
          : ['#93c5fd', '#eff6ff'];
  return skySvg(top, bottom, w, h);
}

function scenery(s: Style, w: number, h: number, ground: number) {
  const parts: string[] = [];
  if (s.profile === 'mountain')
    parts.push(
      `<path d="M0 ${ground - 60} L${w * 0.2} ${ground - 200} L${w * 0.4} ${ground - 80} L${w * 0.65} ${ground - 240} L${w} ${ground - 90} V${ground} H0z" fill="#4d7c0f" opacity=".55"/>`,
    );
  if (s.profile === 'pilgrim' || s.profile === 'holy') {
    const x = s.rnd.int(Math.round(w * 0.05), Math.round(w * 0.2));
    parts.push(
      `<circle cx="${x + 60}" cy="${ground - 150}" r="58" fill="#eab308"/><rect x="${x}" y="${ground - 150}" width="120" height="150" fill="#ca8a04"/>` +
        `<rect x="${x - 30}" y="${ground - 260}" width="16" height="260" fill="#a16207"/><rect x="${x + 134}" y="${ground - 260}" width="16" height="260" fill="#a16207"/>`,
    );
  }
  if (s.profile === 'beach' || s.profile === 'gulf')
    parts.push(`<rect y="${ground - 40}" width="${w}" height="40" fill="#0ea5e9" opacity=".7"/>`);
  return parts.join('');
}

const palm = palmSvg;

function facade(s: Style, w: number, h: number) {
  const [main, light, pale, accent] = s.palette as [string, string, string, string];
  const ground = h * 0.86;
  const floors = Math.min(h / 40, 3 + s.stars * 2 + s.rnd.int(0, 3));
  const floorCount = Math.floor(floors);
  const bw = w * (0.36 + s.rnd.next() * 0.18);
  const bx = w * 0.5 - bw / 2 + (s.rnd.next() - 0.5) * w * 0.2;
  const floorH = Math.min(48, (ground - h * 0.12) / floorCount);
  const top = ground - floorCount * floorH;
  const cols = Math.max(4, Math.round(bw / 46));
  const windows: string[] = [];
  for (let f = 0; f < floorCount - 1; f++)
    for (let c = 0; c < cols; c++) {
      const lit = s.rnd.chance(0.35);
      windows.push(
        `<rect x="${(bx + 14 + c * ((bw - 28) / cols)).toFixed(1)}" y="${(top + f * floorH + floorH * 0.22).toFixed(1)}" width="${((bw - 28) / cols - 10).toFixed(1)}" height="${(floorH * 0.56).toFixed(1)}" rx="2" fill="${lit ? '#fde68a' : light}"/>`,
      );
    }
  const wing =
    s.stars >= 4
      ? `<rect x="${bx + bw}" y="${top + floorH * 3}" width="${bw * 0.45}" height="${ground - top - floorH * 3}" fill="${main}" opacity=".8"/>`
      : '';
  const palms =
    s.profile === 'gulf' || s.profile === 'beach' || s.profile === 'holy'
      ? palm(bx - 60, ground, 190) + palm(bx + bw + (s.stars >= 4 ? bw * 0.45 : 0) + 60, ground, 160)
      : `<circle cx="${bx - 50}" cy="${ground - 60}" r="50" fill="#16a34a"/><circle cx="${bx + bw + 70}" cy="${ground - 50}" r="44" fill="#15803d"/>`;
  return (
    sky(s.profile, w, h) +
    scenery(s, w, h, ground) +
    `<rect x="${bx}" y="${top}" width="${bw}" height="${ground - top}" fill="${main}"/>${wing}${windows.join('')}` +
    `<rect x="${bx + bw / 2 - 50}" y="${ground - floorH * 1.4}" width="100" height="${floorH * 1.4}" fill="${pale}"/>` +
    `<rect x="${bx + bw / 2 - 90}" y="${ground - floorH * 1.6}" width="180" height="16" fill="${accent}"/>` +
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#d6d3d1"/>${palms}`
  );
}

function lobby(s: Style, w: number, h: number) {
  const [main, light, pale, accent] = s.palette as [string, string, string, string];
  const floor = h * 0.68;
  const pillars = Array.from({ length: 4 }, (_, i) => {
    const x = w * (0.12 + i * 0.25);
    return `<rect x="${x}" y="${h * 0.08}" width="34" height="${floor - h * 0.08}" fill="${light}"/><rect x="${x - 8}" y="${h * 0.08}" width="50" height="16" fill="${accent}"/>`;
  }).join('');
  return (
    `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="${main}" opacity=".85"/>` +
    `<path d="M0 ${floor} L${w} ${floor}" stroke="${accent}" stroke-width="6"/>${pillars}` +
    `<ellipse cx="${w / 2}" cy="${h * 0.1}" rx="${w * 0.12}" ry="26" fill="#fde68a"/>` +
    `<rect x="${w * 0.35}" y="${floor - 90}" width="${w * 0.3}" height="90" rx="8" fill="${accent}"/>` +
    `<rect x="${w * 0.1}" y="${floor + 30}" width="${w * 0.18}" height="60" rx="20" fill="${light}"/><rect x="${w * 0.72}" y="${floor + 30}" width="${w * 0.18}" height="60" rx="20" fill="${light}"/>`
  );
}

function room(s: Style, w: number, h: number, beds: number) {
  const [main, light, pale, accent] = s.palette as [string, string, string, string];
  const floor = h * 0.7;
  const bedW = (w * 0.6) / beds;
  const bedsSvg = Array.from({ length: beds }, (_, i) => {
    const x = w * 0.2 + i * bedW;
    return `<rect x="${x + 8}" y="${floor - 110}" width="${bedW - 16}" height="60" rx="10" fill="${main}"/><rect x="${x + 8}" y="${floor - 60}" width="${bedW - 16}" height="80" rx="8" fill="#fff"/><rect x="${x + 20}" y="${floor - 85}" width="${(bedW - 40) / 2}" height="24" rx="8" fill="${light}"/>`;
  }).join('');
  return (
    `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="#a8a29e"/>` +
    `<rect x="${w * 0.68}" y="${h * 0.12}" width="${w * 0.24}" height="${h * 0.36}" fill="#bae6fd" stroke="${accent}" stroke-width="8"/>` +
    `<rect x="${w * 0.06}" y="${h * 0.2}" width="${w * 0.1}" height="${h * 0.3}" rx="6" fill="${accent}" opacity=".7"/>${bedsSvg}`
  );
}

function outdoor(s: Style, w: number, h: number) {
  const [main, light, , accent] = s.palette as [string, string, string, string];
  const ground = h * 0.62;
  return (
    sky(s.profile, w, h) +
    scenery(s, w, h, ground) +
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#e7e5e4"/>` +
    `<rect x="${w * 0.12}" y="${ground + 30}" width="${w * 0.76}" height="${h * 0.22}" rx="28" fill="#22d3ee"/>` +
    `<path d="M${w * 0.16} ${ground + 70} q40 -14 80 0 t80 0 t80 0" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${w * (0.15 + i * 0.2)}" y="${h * 0.9}" width="${w * 0.12}" height="18" rx="6" fill="${i % 2 ? main : light}"/><path d="M${w * (0.21 + i * 0.2)} ${h * 0.9} v-70" stroke="${accent}" stroke-width="5"/><path d="M${w * (0.15 + i * 0.2)} ${h * 0.78} q${w * 0.06} -40 ${w * 0.12} 0z" fill="${accent}"/>`,
    ).join('')
  );
}

const BEDS: Record<string, number> = { single: 1, double: 1, twin: 2, triple: 2, deluxe: 1, family: 2, suite: 1 };

/** The SVG of one picture of a hotel. */
export function hotelImageSvg(slug: string, image: HotelImageKind, profile: CityProfile, stars: number): string {
  const rnd = seeded(
    `${slug}:${image.kind}:${image.kind === 'gallery' ? image.index : image.kind === 'room' ? image.code : ''}`,
  );
  const palette = PALETTES[seeded(slug).int(0, PALETTES.length - 1)]!;
  const style: Style = { rnd, palette, profile, stars };
  const [w, h] = image.kind === 'thumb' ? [480, 320] : image.kind === 'room' ? [640, 420] : [1200, 800];
  const body =
    image.kind === 'room'
      ? room(style, w, h, BEDS[image.code] ?? 1)
      : image.kind === 'thumb' || image.index === 1
        ? facade(style, w, h)
        : image.index === 2
          ? lobby(style, w, h)
          : image.index === 3
            ? room(style, w, h, stars >= 4 ? 1 : 2)
            : outdoor(style, w, h);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

/** The WebP file of a hotel's picture, drawn on first use (lib/drawn-images.ts). */
export function createHotelImageStore(dir: string) {
  const store = createDrawnImageStore(dir);
  return (file: string, hotel: { slug: string; profile: CityProfile; stars: number }, image: HotelImageKind) =>
    store(file, () => hotelImageSvg(hotel.slug, image, hotel.profile, hotel.stars));
}
