import type { z } from 'zod';
import { BASE_CURRENCY, scaleOf } from './currency-constants.js';
import type { Lang } from './i18n.js';
import { isMessageKey, translate, type MessageKey } from './messages.js';

export interface FieldError {
  field: string;
  message: string;
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** Maps one zod issue to a message key and its parameters. Schemas set message keys as their errors. */
export function issueMessage(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  if (isMessageKey(issue.message)) {
    // A schema's own message may still take the limit it broke, or a refinement's parameters.
    const params =
      issue.code === 'custom'
        ? (issue.params as Record<string, string | number> | undefined)
        : issue.code === 'too_big'
          ? { max: Number(issue.maximum) }
          : issue.code === 'too_small'
            ? { min: Number(issue.minimum) }
            : undefined;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid_type' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'too_short', params: { min: Number(issue.minimum) } };
      }
      return { key: 'too_small_number', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'too_long', params: { max: Number(issue.maximum) } };
      return { key: 'too_big_number', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'invalid_email' };
      if (issue.format === 'url') return { key: 'invalid_url' };
      if (issue.format === 'uuid' || issue.format === 'guid') return { key: 'invalid_id' };
      return { key: 'invalid_type' };
    case 'invalid_value':
      return { key: 'invalid_choice' };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    default:
      return { key: 'invalid_type' };
  }
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The decimals an amount field allows, for the `invalid_amount` message: fields named `…_iqd` are whole dinars;
 * otherwise the `currency` beside the field in the input decides (IQD 0, USD 2, KWD 3…); without one, the
 * decimals of the field's own pattern (a schema-level check knows no currency).
 */
export function amountScale(path: readonly PropertyKey[], input: unknown, pattern?: string): number {
  const name = String(path.at(-1) ?? '');
  if (name.endsWith('_iqd')) return scaleOf(BASE_CURRENCY);
  let parent: unknown = input;
  for (const step of path.slice(0, -1)) parent = (parent as Record<PropertyKey, unknown> | null)?.[step];
  const currency = (parent as { currency?: unknown } | null | undefined)?.currency;
  if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)) return scaleOf(currency);
  const decimals = pattern?.match(/\\\.\\d\{1,(\d)\}/);
  return decimals ? Number(decimals[1]) : 0;
}

/** The message's parameters, with the amount's decimals filled in when the schema could not know them. */
function withScale(
  key: MessageKey,
  params: Record<string, string | number> | undefined,
  issue: Issue,
  input: unknown,
): Record<string, string | number> | undefined {
  if (key !== 'invalid_amount' || params?.scale !== undefined) return params;
  const pattern = (issue as { pattern?: unknown }).pattern;
  return { ...params, scale: amountScale(issue.path, input, typeof pattern === 'string' ? pattern : undefined) };
}

/**
 * Translated per-field messages for a failed parse; `unrecognized_keys` yields one entry per key. `input` is what
 * was parsed (it tells an amount's currency).
 */
export function toFieldErrors(error: z.ZodError, lang: Lang, prefix?: string, input?: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const raw of error.issues) {
    const issue = raw as Issue;
    const base = prefix ? [prefix, ...issue.path] : issue.path;
    const found = issueMessage(issue);
    const key = found.key;
    const params = withScale(key, found.params, issue, input);
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out.push({ field: fieldPath([...base, k]), message: translate(key, lang, params) });
    } else {
      out.push({ field: fieldPath(base), message: translate(key, lang, params) });
    }
  }
  return out;
}
