import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../../components/ui/alert';
import { Placeholder } from '../../../../components/ui/placeholder';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/** Loading shimmer, the server's words on an error, or the content once the data is there. */
export function QueryState<T>({
  query,
  children,
  height = '12rem',
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  height?: string;
}) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  if (query.isPending)
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Placeholder height={height} width="100%" className="rounded-2xl" />
      </div>
    );
  if (query.isError) return <Alert tone="error">{errorText(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}
