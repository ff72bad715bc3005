import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Lang } from '@portal/contracts/i18n';
import { isMessageKey } from '@portal/contracts/messages';
import { fieldPath, toFieldErrors } from '@portal/contracts/validation';

/**
 * An emptied number box reads as NaN, which JSON sends as null and the API calls missing ("This field is
 * required"); the form checks it as the API will see it.
 */
function withoutNaN(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutNaN);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNaN(v)]));
  return value;
}

/**
 * A react-hook-form resolver for a contract schema that answers with the very messages the API sends: the values
 * are parsed as the API parses a body and the issues go through the API's own `toFieldErrors` (translation, the
 * limits broken, an amount's decimals from its currency), then land on their fields (an array's own message on
 * its `root`).
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  lang: Lang,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const input = withoutNaN(values);
    const result = await schema.safeParseAsync(input, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      // A form's own refinement may word its message itself (already in the user's language).
      if (issue.code === 'custom' && issue.message && !isMessageKey(issue.message)) {
        flat[fieldPath(issue.path)] ??= { type: 'validation', message: issue.message };
        continue;
      }
      for (const { field, message } of toFieldErrors({ issues: [issue] } as z.ZodError, lang, undefined, input))
        flat[field] ??= { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
