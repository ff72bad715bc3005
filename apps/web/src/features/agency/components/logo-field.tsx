import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/ui/file-field';

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
  // A preview of the chosen file; its object URL is released when the file changes or the field goes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  const shown = preview ?? currentUrl;

  return (
    <div>
      <FileField
        label={t('agency.logo')}
        file={file}
        accept="image/png,image/webp,image/jpeg"
        hint={t('agency.logo_hint')}
        error={error}
        disabled={disabled}
        onChange={onFile}
      >
        {/* A checkerboard would be truer, but white is the paper the logo is printed on. */}
        <div className="grid h-20 w-40 shrink-0 place-items-center rounded-xl bg-white ring-1 ring-slate-200">
          {shown ? (
            <img src={shown} alt={t('agency.logo_preview')} className="max-h-16 max-w-36 object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">{t('agency.no_logo')}</span>
          )}
        </div>
      </FileField>
      {shown ? (
        <button
          type="button"
          className="mt-1 min-h-11 text-sm font-semibold text-brand-800 hover:underline"
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
  );
}
