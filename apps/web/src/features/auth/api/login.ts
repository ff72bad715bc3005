import type { LoginBody, Session } from '@portal/contracts/auth';
import { apiPost } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<Session> {
  return apiPost<Session>('/auth/login', body);
}
