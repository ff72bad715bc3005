import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Lang } from '@portal/contracts/i18n';
import { isMessageKey, translate } from '@portal/contracts/messages';
import { issueMessage } from '@portal/contracts/validation';

type Issue = Parameters<typeof issueMessage>[0];

/** Schema messages are message keys; give them the words the server would use. */
function translateKeys(errors: FieldErrors, lang: Lang): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && isMessageKey(message)) {
      (error as { message: string }).message = translate(message, lang);
    } else if (!('type' in error)) {
      translateKeys(error as FieldErrors, lang);
    }
  }
}

/**
 * A react-hook-form resolver for a contract schema whose messages are the ones the API sends: issues without
 * a schema message are mapped by `issueMessage`, keyed ones are translated afterwards.
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  lang: Lang,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema, {
    error: (issue) => {
      const { key, params } = issueMessage(issue as Issue);
      return translate(key, lang, params);
    },
  }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    translateKeys(result.errors, lang);
    return result;
  };
}
