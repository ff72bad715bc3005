// Draws the app icons (the two rivers on the brand colour) as PNG files in public/icons, without any image
// library: a signed-distance rasteriser with 4×4 supersampling and a minimal PNG encoder.
// Run: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const BRAND = [13, 55, 75]; // #0d374b
const WHITE = [255, 255, 255];
const GOLD = [246, 183, 60]; // #f6b73c

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from (x, y) to the wave y = cy + a·sin(…) between x0 and x1, in a 48-unit design space. */
function waveDistance(x, y, cy) {
  let best = Infinity;
  for (let t = 10; t <= 38; t += 0.25) {
    const wy = cy - 2.6 * Math.sin(((t - 10) / 14) * Math.PI);
    best = Math.min(best, Math.hypot(x - t, y - wy));
  }
  return best;
}

function roundedRectInside(x, y, inset, radius) {
  const min = inset;
  const max = 48 - inset;
  const cx = Math.min(Math.max(x, min + radius), max - radius);
  const cy = Math.min(Math.max(y, min + radius), max - radius);
  return Math.hypot(x - cx, y - cy) <= radius && x >= min && x <= max && y >= min && y <= max;
}

/**
 * `fullBleed` fills the square (maskable and Apple icons are cropped by the platform); otherwise the icon is
 * a rounded square on transparency. `scale` shrinks the rivers into the maskable safe zone.
 */
function draw(size, { fullBleed, scale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 48;
          const y = ((py + (sy + 0.5) / samples) / size) * 48;
          if (!fullBleed && !roundedRectInside(x, y, 0, 11)) continue;
          const dx = 24 + (x - 24) / scale;
          const dy = 24 + (y - 24) / scale;
          const colour = waveDistance(dx, dy, 18) <= 1.9 ? WHITE : waveDistance(dx, dy, 30) <= 1.9 ? GOLD : BRAND;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const coverage = a / 255;
      rgba[i] = coverage ? Math.round(r / coverage) : 0;
      rgba[i + 1] = coverage ? Math.round(g / coverage) : 0;
      rgba[i + 2] = coverage ? Math.round(b / coverage) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return encodePng(size, rgba);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, { fullBleed: false, scale: 1 }],
  ['icon-512.png', 512, { fullBleed: false, scale: 1 }],
  ['icon-maskable-512.png', 512, { fullBleed: true, scale: 0.8 }],
  ['apple-touch-icon.png', 180, { fullBleed: true, scale: 0.9 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(new URL(name, OUT), draw(size, options));
  console.log(`wrote public/icons/${name}`);
}
