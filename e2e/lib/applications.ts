import assert from 'node:assert/strict';

/** A minimal PDF the uploads accept (checked by content: `%PDF-` and `%%EOF`). */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A paper for a file input. */
export const paper = (name: string) => ({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF });

/** A staff decision on an application (`POST /admin/applications/:id/decisions`), expected to be taken. */
export async function decideApplication(baseUrl: string, token: string, bookingId: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/v1/admin/applications/${bookingId}/decisions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, await res.clone().text());
}

/** A file staff upload for the booking (the issued visa, the university's letter); answers its id. */
export async function uploadIssuedFile(baseUrl: string, token: string, bookingId: string, name: string) {
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  const file = await fetch(`${baseUrl}/api/v1/admin/bookings/${bookingId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  assert.equal(file.status, 201);
  return ((await file.json()) as { data: { id: string } }).data.id;
}
