import type { adminEn } from '../../locales/en';
import type { AdminKey } from '../../i18n';

type Dictionary = typeof adminEn;
type SectionWith<Keys extends string> = {
  [S in keyof Dictionary]: Dictionary[S] extends Record<Keys, string> ? S : never;
}[keyof Dictionary];

/**
 * A dictionary section with what a resource's list screen says (decision 071): `title`, `lead`, `new` (the button
 * and the new record's panel), `search` (what the search box searches by), `none` (nothing matches) and
 * `archive_hint` (what archiving does).
 */
export type ListTexts = SectionWith<'title' | 'lead' | 'new' | 'search' | 'none' | 'archive_hint'>;

/**
 * A dictionary section with what a record's own screen says: `title` (while it loads), `new`, `back` (to the
 * list), `archive_hint` and `restore_hint`.
 */
export type RecordTexts = SectionWith<'title' | 'new' | 'back' | 'archive_hint' | 'restore_hint'>;

/** One text of a resource's section. */
export const textOf = (section: string, key: string) => `${section}.${key}` as AdminKey;
