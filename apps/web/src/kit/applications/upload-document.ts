import { apiRequest } from '../../lib/api-client';

/** A paper for an application (`POST /uploads?purpose=application_document`): JPEG, PNG or PDF, checked by content. */
export async function uploadDocument(file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (
    await apiRequest<{ data: { id: string } }>('/uploads?purpose=application_document', { method: 'POST', body: form })
  ).data;
}
