import { useEffect, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { fetchApiBlob } from '../../../../lib/download';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/**
 * A private image (a top-up receipt) fetched with the staff member's token, shown on request: receipts are
 * personal data and large, so they are not all loaded with the list.
 */
export function PrivateImage({ path, alt, buttonLabel }: { path: string; alt: string; buttonLabel: string }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchApiBlob(path, controller.signal).then(
      ({ blob }) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [open, path]);

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
    );
  if (error) return <Alert tone="error">{errorText(error)}</Alert>;
  if (!url) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  return (
    <a href={url} target="_blank" rel="noopener" className="block">
      <img src={url} alt={alt} className="max-h-80 w-auto rounded-xl ring-1 ring-slate-200" />
    </a>
  );
}
