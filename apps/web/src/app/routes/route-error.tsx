import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';

/** Each route's error boundary: a translated message and a way back (style.md). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
      <div className="[&_p]:mx-auto">
        <PageHeading title={t('route_error.title')} lead={t('route_error.text')} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>{t('common.retry')}</Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('not_found.home')}
        </Link>
      </div>
    </div>
  );
}
