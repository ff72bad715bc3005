import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as repo from './uploads.repository.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PURPOSES = ['passport', 'marriage_contract', 'receipt'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The file's own first bytes decide its type, never its name or the declared content type. */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Private images (passports, marriage contracts, receipts): checked by content, re-encoded (which also
 * drops metadata such as GPS positions), stored under a random name outside the web root and served
 * only to the account that uploaded them (and, with the back office, to staff).
 */
export function createUploadService({ db, privateDir }: { db: Db; privateDir: string }) {
  return {
    async store(ctx: AuthContext, purpose: UploadPurpose, bytes: Buffer) {
      const type = sniffImage(bytes);
      if (!type || bytes.length > MAX_UPLOAD_BYTES)
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      let encoded: Buffer;
      try {
        encoded = await sharp(bytes, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      }
      const id = newId();
      const dir = path.join(privateDir, id.slice(0, 2));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${id}.jpg`);
      await writeFile(file, encoded);
      await repo.insertUpload(db, {
        id,
        accountId: ctx.account.id,
        userId: ctx.user.id,
        purpose,
        contentType: 'image/jpeg',
        bytes: encoded.length,
        path: path.relative(privateDir, file),
      });
      return { id, purpose, content_type: 'image/jpeg', bytes: encoded.length };
    },

    async read(ctx: AuthContext, id: string) {
      const row = await repo.findUploadOfAccount(db, id, ctx.account.id);
      if (!row) throw new AppError('not_found');
      return { contentType: row.contentType, body: await readFile(path.join(privateDir, row.path)) };
    },

    /** Staff reading a customer's document (a top-up receipt, a passport for ticketing). */
    async readAny(id: string) {
      const row = await repo.findUpload(db, id);
      if (!row) throw new AppError('not_found');
      return { contentType: row.contentType, body: await readFile(path.join(privateDir, row.path)) };
    },

    async requireOwned(ctx: AuthContext, id: string) {
      if (!(await repo.findUploadOfAccount(db, id, ctx.account.id)))
        throw new AppError('validation_failed', { fields: [{ field: 'file', key: 'upload_invalid' }] });
    },
  };
}
