import { apiRequest } from './api-client';

export type UploadPurpose = 'passport' | 'marriage_contract' | 'driving_licence';

export interface UploadedFile {
  id: string;
  content_type: string;
  bytes: number;
}

/** A private image for a booking (`POST /uploads`); the server checks its content, not its name. */
export async function uploadImage(file: File, purpose: UploadPurpose, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest<{ data: UploadedFile }>(`/uploads?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    signal,
  });
  return answer.data;
}
