import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';

/** For any path outside the route table, or one whose values do not fit it. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-6xl font-semibold text-brand-700" aria-hidden="true">
        404
      </p>
      <div className="mt-4 [&_p]:mx-auto">
        <PageHeading title={t('not_found.title')} lead={t('not_found.text')} />
      </div>
      <Link to="/" className={buttonClass('primary')}>
        {t('not_found.home')}
      </Link>
    </div>
  );
}
