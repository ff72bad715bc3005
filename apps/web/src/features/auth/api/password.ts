import type {
  EmailChangeBody,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetRequestBody,
} from '@portal/contracts/auth';
import { apiPost } from '../../../lib/api-client';

/** Asks for a forgot-password link (the same answer whether the address has an account or not). */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>('/auth/password-reset', body);
}

/** Sets a new password from a forgot-password link's token. */
export function resetPassword(body: PasswordResetBody): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>('/auth/password-reset/confirm', body);
}

/** A signed-in user's new password. */
export function changePassword(body: PasswordChangeBody): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>('/me/password', body);
}

/** Asks to use another e-mail address: a link goes to it (decision 134). */
export function requestEmailChange(body: EmailChangeBody): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>('/me/email', body);
}

/** The link from the new address: the change is made. */
export function confirmEmailChange(token: string): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>('/me/email/confirm', { token });
}
