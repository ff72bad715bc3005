import type { Problem } from '@portal/contracts/common';
import { ApiError, apiUrl, requestHeaders } from './api-client';

/** The file name from `Content-Disposition: attachment; filename="…"`, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * A file from the API (CSV, XLSX, an image) with the logged-in user's headers, which a plain link cannot
 * send. Rejects with ApiError like the JSON requests do.
 */
export async function fetchApiBlob(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = requestHeaders(false);
  headers.set('Accept', '*/*');
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, null, error);
  }
  if (!response.ok) {
    let problem: Problem | null = null;
    try {
      if ((response.headers.get('Content-Type') ?? '').includes('json')) problem = (await response.json()) as Problem;
    } catch {
      problem = null;
    }
    throw new ApiError(response.status, problem);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a blob under a file name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an API export (CSV, XLSX) under the server's file name, or `fallbackName`. */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(path);
  saveBlob(blob, fileName ?? fallbackName);
}
