import type { RegisterInput, Session } from '@portal/contracts/auth';
import { apiPost } from '../../../lib/api-client';

export function register(body: RegisterInput): Promise<Session> {
  return apiPost<Session>('/auth/register', body);
}
