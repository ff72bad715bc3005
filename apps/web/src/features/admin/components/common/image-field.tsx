import { useId, useState } from 'react';
import type { MediaFolder } from '@portal/contracts/admin-content';
import { mediaUrl } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { uploadMedia } from '../../api/content';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

export interface ImageFieldProps {
  label: string;
  folder: MediaFolder;
  /** The image's URL (`/uploads/…`); empty when none. */
  value: string;
  onChange: (url: string, file: string) => void;
  error?: string | undefined;
  /** Hotels keep file names; the preview needs the full path. */
  previewUrl?: string;
}

/**
 * A public image: the current one shown, a new one uploaded as soon as it is chosen (the API checks and
 * re-encodes it) and its address put into the form.
 */
export function ImageField({ label, folder, value, onChange, error, previewUrl }: ImageFieldProps) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = previewUrl ?? value;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const media = await uploadMedia(folder, file);
      onChange(media.url, media.file);
    } catch (e) {
      setUploadError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    } finally {
      setUploading(false);
    }
  }

  const message = uploadError ?? error;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {shown ? (
          <img
            src={mediaUrl(shown)}
            alt=""
            className="size-16 shrink-0 rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200"
          />
        ) : (
          <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-slate-100 ring-1 ring-slate-200" />
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          className="block w-full min-w-0 max-w-sm flex-1 rounded-xl border border-slate-300 bg-white text-sm text-slate-800 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-s-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          onChange={(e) => void handleFile(e.target.files?.[0])}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {uploading
          ? t('image.uploading')
          : value
            ? t('image.current', { file: value.split('/').pop() })
            : t('image.hint')}
      </p>
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
