import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileFieldProps {
  label: string;
  /** The chosen file (the field shows its name; null clears the input). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** MIME types the picker offers, e.g. `image/jpeg,image/png`. */
  accept?: string;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  /** Shown beside the picker, e.g. a preview of the image. */
  children?: ReactNode;
  className?: string;
}

/**
 * A file picker in the interface language. The browser's own control writes "Choose File / No file chosen" in
 * the browser's language whatever the page says, so the native input is visually hidden (still focusable,
 * still named by the field's label) and a translated button and status stand in for it, mirrored in Arabic.
 */
export function FileField({
  label,
  file,
  onChange,
  accept,
  hint,
  error,
  disabled,
  children,
  className = '',
}: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Cleared or sent: the input must not keep the old file, or choosing it again would change nothing.
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);
  const described = [`${id}-status`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {children}
        <div
          className={`flex min-w-0 max-w-xl flex-1 basis-56 flex-wrap items-center gap-3 rounded-xl border bg-white p-1.5 pe-3 ${error ? 'border-red-600' : 'border-slate-300'}`}
        >
          <input
            id={id}
            ref={inputRef}
            type="file"
            accept={accept}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            aria-hidden="true"
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:bg-brand-100 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
          >
            {file ? t('fields.change_file') : t('fields.choose_file')}
          </label>
          <span id={`${id}-status`} className="min-w-0 truncate text-sm text-slate-700">
            {file ? <bdi>{file.name}</bdi> : t('fields.no_file')}
          </span>
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
