import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';
import { inDays } from './flights.js';
import { addDays } from '../lib/time-zones.js';

export const TEST_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A paper for an application (`POST /uploads?purpose=application_document`), by default a small PDF. */
export function uploadPaper(ctx: TestContext, user: TestUser, bytes: Buffer = TEST_PDF, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'paper.pdf');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/uploads?purpose=application_document',
    headers: { ...user.auth, _lang: 'en' },
    payload: form,
  });
}

/** A file staff upload for an application's booking (`POST /admin/bookings/:id/files`); answers its id. */
export async function issuedFile(ctx: TestContext, staff: TestUser, bookingId: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TEST_PDF)], { type: 'application/pdf' }), name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/bookings/${bookingId}/files`,
    headers: staff.auth,
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`issued file: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

/** A paid visa application of `user` for one applicant: a Turkish e-visa, each paper a small PDF. */
export async function visaApplication(ctx: TestContext, user: TestUser): Promise<{ id: string }> {
  const list = (await ctx.app.inject({ url: '/api/v1/visas?to=TR&type=e_visa' })).json().data;
  const visa = (await ctx.app.inject({ url: `/api/v1/visas/${list[0].id}` })).json().data;
  const documents: Record<string, string> = {};
  for (const paper of visa.papers as string[]) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(TEST_PDF)], { type: 'application/pdf' }), 'paper.pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=application_document',
      headers: user.auth,
      payload: form,
    });
    documents[paper] = res.json().data.id;
  }
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/visa-bookings',
    headers: user.auth,
    payload: {
      visa_id: visa.id,
      travel_date: inDays(30),
      accepted_total_iqd: visa.price.iqd,
      applicants: [
        {
          first_name: 'Ali',
          last_name: 'Hassan',
          name_ar: 'علي حسن',
          date_of_birth: '1990-04-12',
          nationality: 'IQ',
          passport_number: 'A1234567',
          passport_issued: '2022-01-10',
          passport_expires: addDays(inDays(0), 3 * 365),
          documents,
        },
      ],
      terms_accepted: true,
      payment: { method: 'wallet', currency: 'IQD' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`visa application: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
