import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

export interface ArchiveButtonProps {
  active: boolean;
  /** Names the row for screen readers ("Archive Samawah"). */
  label: string;
  onToggle: () => Promise<unknown>;
  onError?: (message: string) => void;
  /** The button's words when the record's own are not archive and restore (a departure is deactivated). */
  texts?: { archive: string; restore: string };
}

/** The inventory pattern's archive/restore action for one row: disabled while its request runs. */
export function ArchiveButton({ active, label, onToggle, onError, texts }: ArchiveButtonProps) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  async function handleClick() {
    setBusy(true);
    try {
      await onToggle();
    } catch (error) {
      onError?.(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="ghost"
      className="min-h-9 px-3"
      aria-label={label}
      disabled={busy}
      onClick={() => void handleClick()}
    >
      {active ? (texts?.archive ?? t('resource.archive')) : (texts?.restore ?? t('resource.restore'))}
    </Button>
  );
}
