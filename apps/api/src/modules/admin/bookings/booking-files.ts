import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { decodeUpload } from '../../../lib/images.js';
import { MAX_UPLOAD_BYTES, sniffImage } from '../../uploads/uploads.service.js';
import * as repo from './desk.repository.js';

const invalid = () => new AppError('upload_invalid', { fields: [{ field: 'file', key: 'document_file_invalid' }] });

/** Issued documents arrive as PDFs (kept as they are) or images (re-encoded, which drops their metadata). */
async function normalise(bytes: Buffer): Promise<{ body: Buffer; contentType: string; ext: string }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw invalid();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { body: bytes, contentType: 'application/pdf', ext: 'pdf' };
  if (!sniffImage(bytes)) throw invalid();
  const body = await decodeUpload(
    bytes,
    (image) =>
      image
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    'document_file_invalid',
  );
  return { body, contentType: 'image/jpeg', ext: 'jpg' };
}

/**
 * Stores a ticket, voucher or visa file for a booking as a private upload of the booking's own account, so the
 * same access rules as the customer's other documents apply, under a random name outside the web root.
 */
export async function storeBookingFile(
  db: DbOrTx,
  input: { privateDir: string; accountId: string; staffUserId: string; bytes: Buffer },
) {
  const file = await normalise(input.bytes);
  const id = newId();
  const dir = path.join(input.privateDir, id.slice(0, 2));
  await mkdir(dir, { recursive: true });
  const full = path.join(dir, `${id}.${file.ext}`);
  await writeFile(full, file.body);
  await repo.insertUpload(db, {
    id,
    accountId: input.accountId,
    userId: input.staffUserId,
    purpose: 'booking_document',
    contentType: file.contentType,
    bytes: file.body.length,
    path: path.relative(input.privateDir, full),
  });
  return { id, content_type: file.contentType, bytes: file.body.length };
}
