import { mkdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';

/** Generated artwork for the demo site content, so nothing is fetched from elsewhere at run time. */

function esc(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The demo logo: the two-rivers mark and the name. The viewBox ends where the drawing ends, because the header
 * places the logo at its start edge (the right in Arabic) and any empty room inside the picture would show as
 * a gap there. An <img> cannot use the page's web fonts, so each word's width is fixed with `textLength`:
 * whichever system font draws it, the text ends at the same x and the trimmed viewBox stays right.
 */
export function logoSvg(): string {
  const wordStart = 60;
  const wordWidth = 84;
  const width = wordStart + wordWidth + 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 56" width="${width}" height="56" role="img" aria-label="Rafidain Travel">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>
<rect x="2" y="4" width="48" height="48" rx="12" fill="url(#g)"/>
<path d="M10 36c6-8 12-8 18 0s12 8 18 0" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
<path d="M10 26c6-8 12-8 18 0s12 8 18 0" fill="none" stroke="#fde68a" stroke-width="3.5" stroke-linecap="round"/>
<text x="${wordStart}" y="27" textLength="${wordWidth}" lengthAdjust="spacingAndGlyphs" font-family="IBM Plex Sans, Arial, sans-serif" font-size="19" font-weight="700" fill="#0f172a">Rafidain</text>
<text x="${wordStart}" y="46" textLength="${wordWidth}" lengthAdjust="spacing" font-family="IBM Plex Sans, Arial, sans-serif" font-size="13" fill="#0e7490">TRAVEL</text>
</svg>`;
}

export function badgeSvg(label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-label="${esc(label)}">
<rect width="200" height="80" rx="14" fill="#fff"/><rect x="1" y="1" width="198" height="78" rx="13" fill="none" stroke="#e2e8f0"/>
<circle cx="36" cy="40" r="18" fill="${color}"/><path d="M26 42l20-8-6 14-4-5z" fill="#fff"/>
<text x="62" y="46" font-family="IBM Plex Sans, Arial, sans-serif" font-size="15" font-weight="600" fill="#1e293b">${esc(label)}</text>
</svg>`;
}

/** A carrier's tail-fin mark with its two-letter code. */
export function carrierSvg(code: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${esc(code)}">
<rect width="64" height="64" rx="14" fill="${color}"/><path d="M14 46 L40 14 L50 14 L34 46 Z" fill="#fff" opacity=".25"/>
<text x="32" y="40" text-anchor="middle" font-family="IBM Plex Sans, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${esc(code)}</text>
</svg>`;
}

/** A landscape card: sky gradient, sun, a skyline of simple shapes whose heights come from the seed. */
export function sceneSvg(seed: number, from: string, to: string): string {
  let x = seed;
  const rnd = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = 24 + Math.round(rnd() * 26);
    const h = 40 + Math.round(rnd() * 120);
    const dome =
      rnd() > 0.7 ? `<circle cx="${i * 44 + w / 2}" cy="${300 - h}" r="${w / 2}" fill="#0f172a" opacity=".55"/>` : '';
    return `<rect x="${i * 44}" y="${300 - h}" width="${w}" height="${h}" fill="#0f172a" opacity=".55"/>${dome}`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300" width="600" height="300" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="300" fill="url(#s)"/><circle cx="${420 + Math.round(rnd() * 100)}" cy="${70 + Math.round(rnd() * 40)}" r="34" fill="#fef3c7" opacity=".9"/>
<path d="M0 250 Q150 ${200 + Math.round(rnd() * 30)} 300 240 T600 230 V300 H0z" fill="#0f172a" opacity=".25"/>${buildings}
</svg>`;
}

async function writeIfMissing(file: string, content: string) {
  try {
    await access(file);
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

export async function writeSiteMedia(uploadsDir: string, items: Array<{ file: string; content: string }>) {
  for (const item of items) await writeIfMissing(path.join(uploadsDir, item.file), item.content);
}
