import { palmSvg, skySvg } from '../../lib/drawn-images.js';
import { seeded } from '../../lib/random.js';
import type { Scene } from './builtin/reference-data.js';

/*
 * A tour package's pictures, drawn (decision 086): the destination's scene — the Kaaba and minarets for Makkah, a
 * golden dome for the shrines, sea and palms, mountains, a skyline — in colours chosen per package.
 */

/** `umrah-economy-from-baghdad.webp` (the card) or `…-2.webp` (the detail's second picture). */
export function parseTripImage(file: string): { slug: string; index: 1 | 2 } | null {
  const m = /^([a-z0-9-]+?)(?:-(2))?\.webp$/.exec(file);
  return m ? { slug: m[1]!, index: m[2] ? 2 : 1 } : null;
}

const SKIES: Record<Scene, [string, string]> = {
  holy: ['#fde68a', '#fb923c'],
  pilgrim: ['#bfdbfe', '#fef3c7'],
  city: ['#93c5fd', '#eff6ff'],
  beach: ['#38bdf8', '#e0f2fe'],
  mountain: ['#7dd3fc', '#dcfce7'],
};

export function tripImageSvg(slug: string, scene: Scene, index: 1 | 2): string {
  const rnd = seeded(`${slug}:${index}`);
  const [w, h] = index === 1 ? [480, 320] : [960, 540];
  const ground = h * (0.72 + rnd.next() * 0.08);
  const parts = [skySvg(...SKIES[scene], w, h)];
  const sun = `<circle cx="${w * (0.15 + rnd.next() * 0.7)}" cy="${h * 0.2}" r="${h * 0.07}" fill="#fef9c3" opacity=".9"/>`;
  parts.push(sun);
  if (scene === 'mountain')
    parts.push(
      `<path d="M0 ${ground} L${w * 0.18} ${ground - h * 0.45} L${w * 0.38} ${ground - h * 0.15} L${w * 0.62} ${ground - h * 0.55} L${w * 0.85} ${ground - h * 0.2} L${w} ${ground - h * 0.35} V${ground} Z" fill="#4d7c0f" opacity=".75"/>` +
        `<path d="M${w * 0.56} ${ground - h * 0.48} L${w * 0.62} ${ground - h * 0.55} L${w * 0.68} ${ground - h * 0.47} Z" fill="#fff"/>`,
    );
  if (scene === 'beach')
    parts.push(
      `<rect y="${ground - h * 0.12}" width="${w}" height="${h * 0.12}" fill="#0ea5e9"/>` +
        `<path d="M0 ${ground - h * 0.08} q${w / 8} -10 ${w / 4} 0 t${w / 4} 0 t${w / 4} 0 t${w / 4} 0" stroke="#e0f2fe" stroke-width="4" fill="none"/>` +
        palmSvg(w * 0.12, ground, h * 0.45) +
        palmSvg(w * 0.86, ground, h * 0.38),
    );
  if (scene === 'city') {
    const towers = Array.from({ length: 9 }, (_, i) => {
      const tw = w / 11;
      const th = h * (0.18 + rnd.next() * 0.35);
      const x = tw * (i + 1) - tw / 2;
      return `<rect x="${x}" y="${ground - th}" width="${tw * 0.8}" height="${th}" fill="${i % 2 ? '#334155' : '#475569'}"/>`;
    }).join('');
    parts.push(towers);
  }
  if (scene === 'holy' || scene === 'pilgrim') {
    const cx = w * (0.4 + rnd.next() * 0.2);
    const minaret = (x: number, mh: number) =>
      `<rect x="${x - 7}" y="${ground - mh}" width="14" height="${mh}" fill="#e7e5e4"/><path d="M${x - 10} ${ground - mh} L${x} ${ground - mh - 26} L${x + 10} ${ground - mh} Z" fill="#ca8a04"/>`;
    parts.push(minaret(cx - w * 0.22, h * 0.5), minaret(cx + w * 0.22, h * 0.5));
    if (scene === 'holy')
      parts.push(
        `<rect x="${cx - w * 0.08}" y="${ground - h * 0.2}" width="${w * 0.16}" height="${h * 0.2}" fill="#111827"/>` +
          `<rect x="${cx - w * 0.08}" y="${ground - h * 0.16}" width="${w * 0.16}" height="${h * 0.025}" fill="#eab308"/>`,
      );
    else
      parts.push(
        `<rect x="${cx - w * 0.12}" y="${ground - h * 0.18}" width="${w * 0.24}" height="${h * 0.18}" fill="#e7e5e4"/>` +
          `<ellipse cx="${cx}" cy="${ground - h * 0.18}" rx="${w * 0.09}" ry="${h * 0.14}" fill="#eab308"/>`,
      );
  }
  parts.push(
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${scene === 'beach' ? '#fde68a' : '#d6d3d1'}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${parts.join('')}</svg>`;
}
