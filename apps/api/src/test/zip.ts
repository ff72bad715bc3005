import { inflateRawSync } from 'node:zlib';

/** Reads one file out of a ZIP (enough for checking the workbooks this API writes). */
export function unzipEntry(zip: Buffer, name: string): string | null {
  for (let i = 0; i < zip.length - 30; i++) {
    if (zip.readUInt32LE(i) !== 0x04034b50) continue;
    const size = zip.readUInt32LE(i + 18);
    const nameLength = zip.readUInt16LE(i + 26);
    const extra = zip.readUInt16LE(i + 28);
    const entry = zip.toString('utf8', i + 30, i + 30 + nameLength);
    const start = i + 30 + nameLength + extra;
    if (entry === name) return inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
    i = start + size - 1;
  }
  return null;
}
