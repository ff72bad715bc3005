import { apiPost } from '../../../lib/api-client';

export interface UploadedFile {
  id: string;
  purpose: string;
  content_type: string;
  bytes: number;
}

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Sends a receipt image (JPEG, PNG or WebP up to 5 MB; the server checks its content) and returns its id. */
export function uploadReceipt(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<UploadedFile>('/uploads?purpose=receipt', body);
}
