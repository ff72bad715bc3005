import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Sharp } from 'sharp';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { decodeUpload } from '../../lib/images.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import type { AuthContext } from '../auth/auth.service.js';
import { hasPermission } from '../auth/permissions.js';
import * as repo from './uploads.repository.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PURPOSES = [
  'passport',
  'marriage_contract',
  'receipt',
  'logo',
  'driving_licence',
  'application_document',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What each of `ids` that is an upload of the account was uploaded for (a booking checks its travellers' images). */
export function uploadPurposesOfAccount(db: DbOrTx, accountId: string, ids: string[]): Promise<Map<string, string>> {
  return repo.uploadPurposesOfAccount(db, accountId, ids);
}

/**
 * Per user, counted before the file is read: a booking for nine travellers with passports and marriage
 * contracts, and a retry or two, stays well inside it.
 */
export const UPLOAD_LIMITS = { perUser: { max: 30, windowSeconds: 10 * 60 } };

/** The file's own first bytes decide its type, never its name or the declared content type. */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** A PDF by its own bytes: the `%PDF-` header and an end-of-file marker near its end (an HTML page named .pdf is not). */
export function isPdf(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  );
}

/**
 * A document file (an application's paper, an issued visa or ticket): a PDF kept as it is, or a JPEG or PNG
 * (WebP too when `webp`) re-encoded as JPEG, which drops its metadata. Anything else is refused on `file` with
 * `messageKey`.
 */
export async function normaliseDocument(
  bytes: Buffer,
  messageKey: 'document_file_invalid' | 'application_document_invalid',
  webp = true,
): Promise<{ body: Buffer; contentType: string; ext: string }> {
  const invalid = () => new AppError('upload_invalid', { fields: [{ field: 'file', key: messageKey }] });
  if (bytes.length > MAX_UPLOAD_BYTES) throw invalid();
  if (isPdf(bytes)) return { body: bytes, contentType: 'application/pdf', ext: 'pdf' };
  const type = sniffImage(bytes);
  if (!type || (!webp && type === 'image/webp')) throw invalid();
  const body = await decodeUpload(
    bytes,
    (image) =>
      image
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    messageKey,
  );
  return { body, contentType: 'image/jpeg', ext: 'jpg' };
}

/** Files of bookings (an application's papers, issued documents) are read by the sub-user who made them, or one who sees all bookings. */
const BOOKING_PURPOSES = new Set(['application_document', 'booking_document']);
function mayRead(ctx: AuthContext, row: repo.UploadRow): boolean {
  if (!BOOKING_PURPOSES.has(row.purpose) || ctx.user.role !== 'sub_user') return true;
  return row.userId === ctx.user.id || hasPermission(ctx, 'see_all_bookings');
}

export type UploadService = ReturnType<typeof createUploadService>;

export interface PrivateFile {
  contentType: string;
  body: Buffer;
  /** `<id>.<extension>`: what a browser saves it as. */
  fileName: string;
}

async function privateFile(privateDir: string, row: repo.UploadRow): Promise<PrivateFile> {
  return {
    contentType: row.contentType,
    body: await readFile(path.join(privateDir, row.path)),
    fileName: `${row.id}${path.extname(row.path)}`,
  };
}

/**
 * Sends a private file (decision 075): never cached, never sniffed, and always as a download
 * (`Content-Disposition: attachment`), so a browser opening its URL directly never renders it in the portal's
 * origin. The portal's own screens fetch these with the bearer token and show them through object URLs, which
 * the header does not affect; no private file is served inline.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type(file.contentType)
    .send(file.body);
}

type Encoded = { body: Buffer; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: string };

/**
 * Re-encodes an image (which also drops metadata such as GPS positions). Documents become JPEG; an agency's
 * logo keeps its format and its transparency (PNG or WebP with alpha), because it is printed on white paper
 * beside the agency's name and a black box would replace its transparent areas.
 */
async function encode(input: Sharp, type: NonNullable<ReturnType<typeof sniffImage>>, purpose: UploadPurpose) {
  const image = input.rotate();
  if (purpose !== 'logo') {
    const body = await image
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { body, contentType: 'image/jpeg', extension: 'jpg' } satisfies Encoded;
  }
  const logo = image.resize({ width: 1200, height: 600, fit: 'inside', withoutEnlargement: true });
  if (type === 'image/png')
    return {
      body: await logo.png({ compressionLevel: 9 }).toBuffer(),
      contentType: 'image/png',
      extension: 'png',
    } satisfies Encoded;
  if (type === 'image/webp')
    return {
      body: await logo.webp({ quality: 90, alphaQuality: 100 }).toBuffer(),
      contentType: 'image/webp',
      extension: 'webp',
    } satisfies Encoded;
  return {
    body: await logo.jpeg({ quality: 90 }).toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  } satisfies Encoded;
}

/**
 * Private images (passports, marriage contracts, receipts, agency logos): checked by content, re-encoded,
 * stored under a random name outside the web root and served only to the account that uploaded them (every
 * user of it: a logo is printed on the documents its sub-users print too) and, with the back office, to staff.
 */
export function createUploadService({
  db,
  privateDir,
  rateLimits,
}: {
  db: Db;
  privateDir: string;
  rateLimits: RateLimitStore;
}) {
  return {
    /** Counts an upload of the user before its file is read: a 429 on `file` past `UPLOAD_LIMITS`. */
    async countUpload(ctx: AuthContext) {
      const { max, windowSeconds } = UPLOAD_LIMITS.perUser;
      const limit = await rateLimits.hit(`upload:user:${ctx.user.id}`, windowSeconds, max);
      if (!limit.allowed) {
        const params = { seconds: limit.retryAfterSeconds };
        throw new AppError('too_many_uploads', {
          params,
          headers: { 'retry-after': String(limit.retryAfterSeconds) },
          fields: [{ field: 'file', key: 'too_many_uploads', params }],
        });
      }
    },

    async store(ctx: AuthContext, purpose: UploadPurpose, bytes: Buffer) {
      let encoded: { body: Buffer; contentType: string; extension: string };
      if (purpose === 'application_document') {
        // An application's paper: JPEG, PNG or PDF, checked by content (decision 080).
        const document = await normaliseDocument(bytes, 'application_document_invalid', false);
        encoded = { body: document.body, contentType: document.contentType, extension: document.ext };
      } else {
        const type = sniffImage(bytes);
        if (!type || bytes.length > MAX_UPLOAD_BYTES)
          throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
        encoded = await decodeUpload(bytes, (image) => encode(image, type, purpose));
      }
      const id = newId();
      const dir = path.join(privateDir, id.slice(0, 2));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${id}.${encoded.extension}`);
      await writeFile(file, encoded.body);
      await repo.insertUpload(db, {
        id,
        accountId: ctx.account.id,
        userId: ctx.user.id,
        purpose,
        contentType: encoded.contentType,
        bytes: encoded.body.length,
        path: path.relative(privateDir, file),
      });
      return { id, purpose, content_type: encoded.contentType, bytes: encoded.body.length };
    },

    async read(ctx: AuthContext, id: string) {
      const row = await repo.findUploadOfAccount(db, id, ctx.account.id);
      if (!row || !mayRead(ctx, row)) throw new AppError('not_found');
      return privateFile(privateDir, row);
    },

    /** A private file already checked by its owner's rules (an application's documents). */
    async readChecked(id: string) {
      const row = await repo.findUpload(db, id);
      if (!row) throw new AppError('not_found');
      return privateFile(privateDir, row);
    },

    /** Staff reading a customer's document (a top-up receipt, a passport for ticketing). */
    async readAny(id: string) {
      const row = await repo.findUpload(db, id);
      if (!row) throw new AppError('not_found');
      return privateFile(privateDir, row);
    },

    /** The account's own upload, and (when given) one made for this purpose; otherwise a 400 on `file`. */
    async requireOwned(ctx: AuthContext, id: string, purpose?: UploadPurpose) {
      const row = await repo.findUploadOfAccount(db, id, ctx.account.id);
      if (!row || (purpose && row.purpose !== purpose))
        throw new AppError('validation_failed', { fields: [{ field: 'file', key: 'upload_invalid' }] });
    },
  };
}
