import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { dirOf, LANGS, type Lang } from '@portal/contracts/i18n';
import { LANGUAGE_NAMES } from '../../../../lib/i18n';

const INPUT =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600';

function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A text not typed yet, in every language (a new record's name). */
export function emptyText(): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, ''])) as Record<Lang, string>;
}

export interface LocalizedFieldsProps<T extends FieldValues> {
  /** The field's name in the form, e.g. `address` or `destinations.2.name`; each language is `<name>.<lang>`. */
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  multiline?: boolean;
}

/**
 * One text in Arabic, English and German side by side (stacked on phones), each typed in its own direction:
 * the Arabic box is right to left whatever the interface language.
 */
export function LocalizedFields<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  multiline,
}: LocalizedFieldsProps<T>) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {LANGS.map((lang: Lang) => {
          const path = `${name}.${lang}`;
          const error = errorAt(errors, path);
          const inputId = `${id}-${lang}`;
          const props = {
            id: inputId,
            lang,
            dir: dirOf(lang),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${inputId}-error` : undefined,
            className: multiline ? `${INPUT} min-h-24` : INPUT,
            ...register(path as Path<T>),
          };
          return (
            <div key={lang} className="min-w-0">
              <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-slate-600">
                {label} · {LANGUAGE_NAMES[lang]}
              </label>
              {multiline ? <textarea {...props} /> : <input {...props} />}
              {error ? (
                <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export { errorAt };
