import { useTranslation } from 'react-i18next';
import { IconClock, IconStar } from '../../../components/ui/icons';

/** A package's length and its hotels' stars, one row: in its card among the results and under its title. */
export function TourFacts({
  tour,
  className,
}: {
  tour: { days: number; nights: number; stars: number };
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${className ?? ''}`}>
      <span className="inline-flex items-center gap-1.5">
        <IconClock />
        {t('packages.days', { count: tour.days })} · {t('packages.nights', { count: tour.nights })}
      </span>
      <span className="inline-flex items-center gap-1">
        <IconStar />
        {t('packages.stars', { count: tour.stars })}
      </span>
    </p>
  );
}
