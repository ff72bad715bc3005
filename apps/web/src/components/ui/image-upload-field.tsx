import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { uploadImage, type UploadPurpose } from '../../lib/upload-image';
import { FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from './field-styles';
import { icon } from './icons';

const IconUpload = icon(<path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface ImageUploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** The upload's id once stored, null before. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Tells the form an upload is under way (the booking waits for it). */
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  /**
   * Where the feature keeps the field's words: `<texts>.choose_file`, `.uploading`, `.uploaded`, `.remove_file`
   * and `.upload_hint` (`flights.booking`, `cars.booking`).
   */
  texts: string;
}

/**
 * A document's image (a passport, a marriage contract, a driving licence): checked here (JPEG, PNG or WebP up to 5 MB) so a wrong file is
 * refused at once, then uploaded privately; the server checks the content again.
 */
export function ImageUploadField({
  label,
  purpose,
  value,
  onChange,
  onBusyChange,
  error,
  texts,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  // The feature's own words for the field, under its `texts` section.
  const own = (key: string, options?: Record<string, string>) =>
    String(t(`${texts}.${key}` as never, options as never));
  const lang = useLang();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ name: string; state: 'uploading' | 'done' } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!UPLOAD_TYPES.includes(file.type) || file.size > MAX_UPLOAD_BYTES || file.size === 0) {
      setProblem(translate('upload_invalid', lang));
      return;
    }
    setStatus({ name: file.name, state: 'uploading' });
    onBusyChange(true);
    try {
      const uploaded = await uploadImage(file, purpose);
      setStatus({ name: file.name, state: 'done' });
      onChange(uploaded.id);
    } catch (failure) {
      setStatus(null);
      onChange(null);
      setProblem(errorMessage(failure, t));
    } finally {
      onBusyChange(false);
    }
  }

  function handleRemove() {
    setStatus(null);
    setProblem(null);
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <span className="relative inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50">
          <IconUpload />
          {own('choose_file')}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            onChange={(event) => void handleChange(event)}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
        </span>
        <span role="status" className="min-w-0 text-sm text-slate-700">
          {status?.state === 'uploading'
            ? own('uploading', { name: status.name })
            : status?.state === 'done' && value
              ? own('uploaded', { name: status.name })
              : ''}
        </span>
        {value ? (
          <button
            type="button"
            onClick={handleRemove}
            className="min-h-10 rounded-lg px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {own('remove_file')}
          </button>
        ) : null}
      </div>
      <span id={`${id}-hint`} className={FIELD_HINT}>
        {own('upload_hint')}
      </span>
      {shown ? (
        <span id={`${id}-error`} className={FIELD_ERROR}>
          {shown}
        </span>
      ) : null}
    </div>
  );
}
