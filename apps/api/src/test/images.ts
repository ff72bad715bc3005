import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG of one colour, `width` × `height` pixels, made without decoding anything: every row after the first is
 * filtered "Up" (all zeros), so a 7071 × 7071 image (50 megapixels, about 150 MB once decoded) is a few
 * kilobytes, the pixel bomb of issue 21.
 */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [0x0b, 0x4f, 0x6c]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height); // rows 2… : filter 0 would be 0x00; "Up" (2) with zero deltas
  for (let x = 0; x < width; x++) raw.set(rgb, 1 + x * 3);
  for (let y = 1; y < height; y++) raw[y * rowBytes] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a small PNG for a purpose as the user (a multipart POST to /uploads); its id. */
export async function uploadImage(
  ctx: { app: { inject: (o: object) => Promise<{ statusCode: number; json(): { data: { id: string } } }> } },
  auth: Record<string, string>,
  purpose: string,
): Promise<string> {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${purpose}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    solidPng(20, 20),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/uploads?purpose=${purpose}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth },
  });
  if (res.statusCode !== 201) throw new Error(`upload refused: ${res.statusCode}`);
  return res.json().data.id;
}
