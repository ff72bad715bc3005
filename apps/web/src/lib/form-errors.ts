import { BASE_CURRENCY, scaleOf } from '@portal/contracts/currency-constants';
import { ApiError } from './api-client';

/** The server's per-field messages of a failed request (`errors[{field, message}]` of the problem). */
export function fieldErrorsOf(error: unknown): Array<{ field: string; message: string }> {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

/**
 * The amount message names the decimals a currency allows (`{scale}`). The API and `contractResolver` fill it in
 * (the field's currency, or whole dinars for `…_iqd` fields); this only completes a message that still carries
 * the placeholder, for the field's currency (the base currency when the form has none yet).
 */
export function fillScale(message: string | undefined, currency: string | undefined): string | undefined {
  if (message === undefined || !message.includes('{scale}')) return message;
  return message.replace('{scale}', String(scaleOf(currency || BASE_CURRENCY)));
}
