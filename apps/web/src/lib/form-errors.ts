import { scaleOf } from '@portal/contracts/currency-constants';
import { ApiError } from './api-client';

/** The server's per-field messages of a failed request (`errors[{field, message}]` of the problem). */
export function fieldErrorsOf(error: unknown): Array<{ field: string; message: string }> {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

/**
 * The amount message names the decimals a currency allows (`{scale}`), which a schema-level message cannot
 * know; filled in here for the currency of the field.
 */
export function fillScale(message: string | undefined, currency: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return message.replace('{scale}', String(scaleOf(currency || 'USD')));
}
