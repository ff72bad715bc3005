import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/ui/file-field';
import { errorMessage } from '../../lib/error-message';
import { uploadDocument } from './upload-document';

export interface DocumentUploadProps {
  label: string;
  /** The upload's id once sent. */
  uploaded: boolean;
  onUploaded: (id: string) => void;
  error?: string | undefined;
}

/** One paper: chosen, sent at once as a private upload (checked by the server), its id kept by the form. */
export function DocumentUpload({ label, uploaded, onUploaded, error }: DocumentUploadProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>(uploaded ? 'done' : 'idle');
  const [problem, setProblem] = useState<string | undefined>();
  async function choose(next: File | null) {
    setFile(next);
    setProblem(undefined);
    if (!next) return;
    setState('sending');
    try {
      onUploaded((await uploadDocument(next)).id);
      setState('done');
    } catch (e) {
      setState('idle');
      setFile(null);
      setProblem(errorMessage(e, t));
    }
  }
  return (
    <FileField
      label={label}
      file={file}
      onChange={(f) => void choose(f)}
      accept="image/jpeg,image/png,application/pdf"
      hint={
        state === 'sending' ? t('applications.uploading') : state === 'done' ? t('applications.uploaded') : undefined
      }
      error={problem ?? error}
      disabled={state === 'sending'}
    />
  );
}
