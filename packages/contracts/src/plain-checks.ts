/*
 * Checks of a page's query string without zod, for the web app's results and details pages (decision 148): they
 * answer as the contracts' schemas do, field by field, so a link is refused with the same messages either way.
 * `car-constants.ts` and `guide-constants.ts` build on these; their tests compare them with the schemas.
 */
import type { MessageKey } from './messages.js';

/** A field's first problem, as `issueMessage` (validation.ts) names the schema's first issue at that field. */
export interface FieldProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

export interface CoercedIntRules {
  min: number;
  max: number;
  /** The schema's message for every problem… */
  key: MessageKey;
  /** …except a number below `min`, when it has its own. */
  minKey?: MessageKey;
}

/**
 * What `z.coerce.number({ error: key }).int({ error: key }).min(min).max(max)` says first about a value of the
 * query string. `fatal`: zod stops there (not a number, or not a whole one), so the object's own refinements
 * (a rental's period) are not checked.
 */
export function coercedIntProblem(value: string, rules: CoercedIntRules): { problem?: FieldProblem; fatal: boolean } {
  const n = Number(value);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { problem: { key: rules.key }, fatal: true };
  // `.int()` takes only safe integers; beyond them it reports its own limit.
  if (n > Number.MAX_SAFE_INTEGER)
    return { problem: { key: rules.key, params: { max: Number.MAX_SAFE_INTEGER } }, fatal: false };
  if (n < Number.MIN_SAFE_INTEGER)
    return { problem: { key: rules.key, params: { min: Number.MIN_SAFE_INTEGER } }, fatal: false };
  if (n < rules.min) return { problem: { key: rules.minKey ?? rules.key, params: { min: rules.min } }, fatal: false };
  if (n > rules.max) return { problem: { key: rules.key, params: { max: rules.max } }, fatal: false };
  return { fatal: false };
}

/** A calendar day `YYYY-MM-DD` that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
