import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/ui/file-field';

export interface ReceiptFieldProps {
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** A receipt image with a preview; the image goes to the server only when the request is sent. */
export function ReceiptField({ file, error, disabled, onChange }: ReceiptFieldProps) {
  const { t } = useTranslation();
  // A preview of the chosen file; its object URL is released when the file changes or the field goes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  return (
    <div>
      <FileField
        label={t('my_wallet.topup.receipt')}
        file={file}
        accept="image/jpeg,image/png,image/webp"
        hint={t('my_wallet.topup.receipt_hint')}
        error={error}
        disabled={disabled}
        onChange={onChange}
      />
      {file && preview ? (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={preview}
            alt={t('my_wallet.topup.receipt_preview')}
            className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <button
            type="button"
            disabled={disabled}
            className="min-h-11 text-sm font-semibold text-brand-800 hover:underline"
            onClick={() => onChange(null)}
          >
            {t('my_wallet.topup.receipt_remove')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
