import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../../../db/client.js';
import { newId } from '../../../lib/ids.js';
import { normaliseDocument } from '../../uploads/uploads.service.js';
import * as repo from './desk.repository.js';

/**
 * Stores a ticket, voucher or visa file for a booking as a private upload of the booking's own account, so the
 * same access rules as the customer's other documents apply, under a random name outside the web root.
 */
export async function storeBookingFile(
  db: DbOrTx,
  input: { privateDir: string; accountId: string; staffUserId: string; bytes: Buffer },
) {
  const file = await normaliseDocument(input.bytes, 'document_file_invalid');
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
