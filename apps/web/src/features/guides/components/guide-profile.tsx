import { useTranslation } from 'react-i18next';
import type { Guide } from '@portal/contracts/guides';
import { pickText, useLang } from '../../../lib/i18n';
import { priceText } from '../../../lib/money';
import { weekdayName } from '../utils/trip';

const PALETTE = ['bg-teal-700', 'bg-indigo-700', 'bg-amber-700', 'bg-rose-700', 'bg-emerald-700', 'bg-sky-700'];

/** The guide's portrait: their initials on their own colour (the same on every page). */
export function GuideAvatar({ guide, size = 'md' }: { guide: Pick<Guide, 'id' | 'name'>; size?: 'md' | 'lg' }) {
  const lang = useLang();
  const name = pickText(guide.name, lang);
  const initials = name
    .split(/\s+/)
    .map((w) => w.replace(/^(ال|Al-|El-)/, '').charAt(0))
    .slice(0, 2)
    .join('');
  const colour = PALETTE[parseInt(guide.id.slice(0, 2), 16) % PALETTE.length];
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-semibold text-white ${colour} ${size === 'lg' ? 'size-20 text-2xl' : 'size-14 text-lg'}`}
    >
      {initials}
    </span>
  );
}

/** Languages, specialities, rating, experience, group rule and weekly day off. */
export function GuideFacts({
  guide,
  full = false,
}: {
  guide: Omit<Guide, 'bio' | 'daily' | 'per_person'> & Partial<Guide>;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="grid gap-2 text-sm text-slate-700">
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-semibold text-slate-800">{t('guides.facts.languages')}:</dt>
        <dd>{guide.languages.map((l) => t(`guides.language.${l}`)).join(lang === 'ar' ? '، ' : ', ')}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-semibold text-slate-800">{t('guides.facts.specialities')}:</dt>
        <dd>{guide.specialities.map((s) => t(`guides.speciality.${s}`)).join(lang === 'ar' ? '، ' : ', ')}</dd>
      </div>
      <p>
        <span aria-hidden="true" className="text-amber-600">
          ★{' '}
        </span>
        {t('guides.facts.rating', { rating: guide.rating.toFixed(1), reviews: guide.reviews })} ·{' '}
        {t('guides.units.years', { count: guide.years })}
      </p>
      {full && guide.per_person ? (
        <>
          <p>{t('guides.facts.group', { count: guide.group_included, price: priceText(guide.per_person, lang) })}</p>
          <p>{t('guides.facts.max_group', { count: guide.max_group })}</p>
          <p>{t('guides.facts.day_off', { day: weekdayName(guide.weekly_day_off, lang) })}</p>
        </>
      ) : null}
    </dl>
  );
}
