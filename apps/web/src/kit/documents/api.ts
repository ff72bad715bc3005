import type {
  CreatedDocumentShare,
  DocumentShare,
  DocumentVerification,
  DocumentView,
} from '@portal/contracts/documents';
import type { Lang } from '@portal/contracts/i18n';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { fetchApiBlob, saveBlob } from '../../lib/download';

/** Downloads a booking's document as the server's PDF (decision 136), in `lang`. */
export async function downloadBookingPdf(bookingId: string, lang: Lang, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(`/bookings/${encodeURIComponent(bookingId)}/document.pdf?lang=${lang}`);
  saveBlob(blob, fileName ?? fallbackName);
}

/** Downloads a wallet's statement of a period as the server's PDF. */
export async function downloadStatementPdf(
  filter: { currency: string; from: string; to: string },
  lang: Lang,
): Promise<void> {
  const query = new URLSearchParams({ ...filter, lang });
  const { blob, fileName } = await fetchApiBlob(`/wallet-statement.pdf?${query.toString()}`);
  saveBlob(blob, fileName ?? `statement-${filter.currency}.pdf`);
}

/** Downloads a recharge request's receipt as the server's PDF. */
export async function downloadTopupPdf(id: string, lang: Lang, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(`/wallet-topups/${encodeURIComponent(id)}/receipt.pdf?lang=${lang}`);
  saveBlob(blob, fileName ?? fallbackName);
}

/** Downloads a shared document's PDF (no login: the link's token is the key). */
export async function downloadSharedPdf(token: string, lang: Lang, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(`/documents/${encodeURIComponent(token)}/pdf?lang=${lang}`);
  saveBlob(blob, fileName ?? fallbackName);
}

export const shareDocument = (bookingId: string, lang: Lang) =>
  apiPost<CreatedDocumentShare>(`/bookings/${encodeURIComponent(bookingId)}/document-shares`, { lang });

export const getDocumentShares = (bookingId: string, signal?: AbortSignal) =>
  apiGet<DocumentShare[]>(`/bookings/${encodeURIComponent(bookingId)}/document-shares`, signal);

export const revokeDocumentShare = (bookingId: string, shareId: string) =>
  apiRequest<void>(`/bookings/${encodeURIComponent(bookingId)}/document-shares/${encodeURIComponent(shareId)}`, {
    method: 'DELETE',
  });

export const getDocumentView = (token: string, lang: Lang, signal?: AbortSignal) =>
  apiRequest<{ data: DocumentView }>(`/documents/${encodeURIComponent(token)}?lang=${lang}`, {
    signal,
    redirectOnUnauthorized: false,
  }).then((r) => r.data);

export const getVerification = (code: string, signal?: AbortSignal) =>
  apiGet<DocumentVerification>(`/verify/${encodeURIComponent(code)}`, signal);
