import type { RegisterBody, Session } from '@portal/contracts/auth';
import { apiPost } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<Session> {
  return apiPost<Session>('/auth/register', body);
}
