import { apiGet, apiGetList, apiRequest } from '../../../lib/api-client';
import type { Envelope } from '@portal/contracts/common';

/** Every back-office call goes to `/admin/...`; lists answer `{ data, meta }`. */
export const adminGet = <T>(path: string, signal?: AbortSignal) => apiGet<T>(`/admin${path}`, signal);
export const adminList = <T>(path: string, signal?: AbortSignal) => apiGetList<T>(`/admin${path}`, signal);

export async function adminSend<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const response = await apiRequest<Envelope<T>>(`/admin${path}`, {
    method,
    body,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
  return response.data;
}

/** A query string from the filters that have a value. */
export function queryString(filters: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A file for a multipart upload (`file` field), as the API's upload routes take it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
