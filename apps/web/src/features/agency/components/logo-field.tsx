import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LogoFieldProps {
  /** The saved logo (an object URL), if any and not removed. */
  currentUrl: string | null;
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}

/** The agency's logo for the documents it prints: the saved one, or the newly chosen one, with a preview. */
export function LogoField({ currentUrl, file, error, disabled, onFile, onRemove }: LogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A preview of the chosen file; its object URL is released when the file changes or the field goes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  useEffect(() => {
    // Removed or sent: the input must not keep showing the old file's name.
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);
  const shown = preview ?? currentUrl;

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('agency.logo')}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid h-20 w-40 place-items-center rounded-xl bg-white ring-1 ring-slate-200">
          {shown ? (
            <img src={shown} alt={t('agency.logo_preview')} className="max-h-16 max-w-36 object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{t('agency.no_logo')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            className="block w-full max-w-sm rounded-xl border border-slate-300 bg-white text-sm text-slate-800 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-s-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          {shown ? (
            <button
              type="button"
              className="min-h-11 text-sm font-semibold text-brand-800 hover:underline"
              disabled={disabled}
              onClick={() => {
                onFile(null);
                onRemove();
              }}
            >
              {t('agency.remove_logo')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t('agency.logo_hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
