import { useTranslation } from 'react-i18next';
import { IconStarFilled } from './hotel-icons';

/** A hotel's star rating, drawn and named. */
export function Stars({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('hotels.stars', { count })} className={`inline-flex text-amber-500 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <IconStarFilled key={i} />
      ))}
    </span>
  );
}

/** The review score as booking sites show it: a badge with the score and a word for it. */
export function ReviewScore({ score, reviews }: { score: number; reviews: number }) {
  const { t } = useTranslation();
  const word = score >= 9 ? 'superb' : score >= 8 ? 'very_good' : score >= 7 ? 'good' : 'pleasant';
  return (
    <span className="inline-flex items-center gap-2">
      <span className="rounded-lg bg-brand-800 px-2 py-1 text-sm font-bold text-white tabular-nums" dir="ltr">
        {score.toFixed(1)}
      </span>
      <span className="text-sm">
        <span className="block font-semibold text-slate-900">{t(`hotels.review.${word}`)}</span>
        <span className="block text-xs text-slate-600">{t('hotels.review.count', { count: reviews })}</span>
      </span>
    </span>
  );
}
