import { useAdminText } from '../../i18n';
import { ActionButton } from './action-button';

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
  return (
    <ActionButton label={label} onAction={onToggle} onError={onError ?? (() => undefined)}>
      {active ? (texts?.archive ?? t('resource.archive')) : (texts?.restore ?? t('resource.restore'))}
    </ActionButton>
  );
}
