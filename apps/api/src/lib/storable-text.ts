import { z } from 'zod';
import type { MessageKey } from '@portal/contracts/messages';

/**
 * Text PostgreSQL (and PGlite) cannot store: U+0000 (error 22021 in `text`, refused by `jsonb`), and an unpaired
 * UTF-16 surrogate, which JSON can carry as `"\ud800"` but which is no character at all — `jsonb` refuses its
 * escape (a 500) and a `text` column would silently store U+FFFD instead (decision 041, issue 21).
 */
/** With the `u` flag a pair reads as one code point, so only a surrogate standing alone is in category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): MessageKey | null {
  if (text.includes('\u0000')) return 'invalid_characters';
  if (LONE_SURROGATE.test(text)) return 'broken_characters';
  return null;
}

export interface UnstorableText {
  path: PropertyKey[];
  key: MessageKey;
}

/** Every string, and every object key, of parsed input that the database would refuse or change. */
export function unstorableText(value: unknown): UnstorableText[] {
  const found: UnstorableText[] = [];
  const path: PropertyKey[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      const key = problemOf(v);
      if (key) found.push({ path: [...path], key });
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        visit(v[i]);
        path.pop();
      }
    } else if (v !== null && typeof v === 'object') {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return; // dates, buffers: not text
      for (const [name, child] of Object.entries(v)) {
        path.push(name);
        const key = problemOf(name);
        if (key) found.push({ path: [...path], key });
        else visit(child);
        path.pop();
      }
    }
  };
  visit(value);
  return found;
}

/**
 * A validation error naming each such field, with the message key the error handler translates.
 * ZodRealError (what `safeParse` returns) is an Error, which Fastify requires of a validator's error.
 */
export function unstorableTextError(found: UnstorableText[]): z.ZodError {
  return new z.ZodRealError(
    found.map(({ path, key }) => ({ code: 'custom' as const, path, message: key, input: undefined })),
  );
}
