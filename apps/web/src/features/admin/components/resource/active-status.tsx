import { useAdminText } from '../../i18n';
import { StatusPill } from '../common/status-pill';

/** On sale or archived: the state every piece of inventory has. */
export function ActiveStatus({ active }: { active: boolean }) {
  const { t } = useAdminText();
  return (
    <StatusPill tone={active ? 'green' : 'grey'}>{active ? t('resource.active') : t('resource.archived')}</StatusPill>
  );
}
