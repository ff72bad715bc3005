import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../../lib/form-errors';

/**
 * Puts the API's per-field messages on the form's fields (`opening_hours.opens`, `documents.1.number`) and
 * returns those that match no field, to be shown above the buttons. The user's input stays as typed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (field: string) => boolean,
): string[] {
  const rest: string[] = [];
  for (const { field, message } of fieldErrorsOf(error)) {
    if (isField(field)) setError(field as Path<T>, { type: 'server', message });
    else rest.push(message);
  }
  return rest;
}
