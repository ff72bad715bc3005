import { z } from 'zod';

/**
 * PostgreSQL (and PGlite) refuse U+0000 in text (error 22021), so a NUL anywhere in parsed input would
 * become a 500 once it is stored or compared. This finds every string, and every object key, that holds one.
 */
export function nulCharacterPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const path: PropertyKey[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push([...path]);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        visit(v[i]);
        path.pop();
      }
    } else if (v !== null && typeof v === 'object') {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return; // dates, buffers: not text
      for (const [key, child] of Object.entries(v)) {
        path.push(key);
        if (key.includes('\u0000')) found.push([...path]);
        else visit(child);
        path.pop();
      }
    }
  };
  visit(value);
  return found;
}

/**
 * A validation error naming each field that holds a NUL, with the message key the error handler translates.
 * ZodRealError (what `safeParse` returns) is an Error, which Fastify requires of a validator's error.
 */
export function nulCharacterError(paths: PropertyKey[][]): z.ZodError {
  return new z.ZodRealError(
    paths.map((path) => ({ code: 'custom' as const, path, message: 'invalid_characters', input: undefined })),
  );
}
