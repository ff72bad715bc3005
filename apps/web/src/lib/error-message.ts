import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** The words to show for a failed request: the server's translated detail when it sent one. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.problem?.detail) return error.problem.detail;
    if (error.status === 0) return t('errors.network');
    if (error.status === 429) return t('errors.too_many_requests');
  }
  return t('errors.unexpected');
}
