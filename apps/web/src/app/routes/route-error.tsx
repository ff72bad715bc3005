import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';

/** Each route's error boundary: a translated message and a way back (style.md). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <ErrorPanel
      onRetry={reset}
      home={
        <Link to="/" className={buttonClass('secondary')}>
          {t('not_found.home')}
        </Link>
      }
    />
  );
}
