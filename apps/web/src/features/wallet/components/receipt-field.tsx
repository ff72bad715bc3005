import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReceiptFieldProps {
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** A receipt image with a preview; the image goes to the server only when the request is sent. */
export function ReceiptField({ file, error, disabled, onChange }: ReceiptFieldProps) {
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

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('my_wallet.topup.receipt')}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full rounded-xl border border-slate-300 bg-white text-sm text-slate-800 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-s-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 aria-invalid:border-red-600"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t('my_wallet.topup.receipt_hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {file && preview ? (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={preview}
            alt={t('my_wallet.topup.receipt_preview')}
            className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-900">
              <bdi>{file.name}</bdi>
            </p>
            <button
              type="button"
              disabled={disabled}
              className="min-h-11 font-semibold text-brand-800 hover:underline"
              onClick={() => onChange(null)}
            >
              {t('my_wallet.topup.receipt_remove')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
