import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { getStoredCurrency } from '../../../lib/currency';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/money';
import { pickText, useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { planQuery, quoteQuery } from '../api/insurance';
import { agesOf, searchPath, tripBody, tripFromQuery, tripQuery, validateTrip } from '../utils/trip';
import { CoverageTable } from './coverage-table';
import { PlanFacts } from './plan-facts';
import { PriceLines } from './price-lines';

/**
 * `insurance.details`: a plan's coverage table, exclusions and rules, and (with a trip in the query) its price
 * for these travellers and the way to insure them.
 */
export function InsuranceDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const id = parsePath('insurance.details', location.pathname)?.id ?? '';
  const search = location.href.includes('?') ? location.href.slice(location.href.indexOf('?')) : '';
  const trip = tripFromQuery(search);
  const withTrip = trip.destination !== '' && Object.keys(validateTrip(trip)).length === 0;
  const plan = useQuery({ ...planQuery(id), enabled: id !== '' });
  // Fresh for 30 s like the plan, so the drawn page's price is not asked again (the booking page asks its own).
  const quote = useQuery({
    ...quoteQuery(
      { plan_id: id, ...tripBody(trip), ages: agesOf(trip) },
      getStoredCurrency().name,
      withTrip && id !== '',
    ),
    staleTime: 30_000,
  });
  const title = plan.data ? pickText(plan.data.name, lang) : t('service_screens.insurance.details');
  useDocumentTitle(title);

  return (
    <Detail.PageFrame state={plan} back={{ to: '/', label: t('insurance.detail.new_search') }}>
      {(p) => {
        const fee = quote.data?.price.cancellation_fee;
        return (
          <div className="space-y-3">
            {withTrip ? (
              <Link to={searchPath(trip) as string} className="text-sm font-medium text-brand-700 hover:underline">
                {t('insurance.detail.back')}
              </Link>
            ) : null}
            <Detail.Columns
              aside={
                withTrip ? (
                  <Detail.Aside title={t('insurance.detail.your_price')}>
                    {quote.isPending ? (
                      <Placeholder height="6rem" width="100%" />
                    ) : quote.isError ? (
                      <Alert tone="error">{errorMessage(quote.error, t)}</Alert>
                    ) : (
                      <>
                        <PriceLines price={quote.data.price} />
                        {fee ? (
                          <p className="text-xs text-slate-600">
                            {t('insurance.detail.cancellation', {
                              fee: `\u2068${formatPrice(fee, getStoredCurrency(), lang)}\u2069`,
                            })}
                          </p>
                        ) : null}
                        <Link
                          to={`/insurance-book/${p.id}${tripQuery(trip)}` as string}
                          className={buttonClass('accent', 'w-full')}
                        >
                          {t('insurance.detail.insure')}
                        </Link>
                      </>
                    )}
                  </Detail.Aside>
                ) : null
              }
            >
              <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
                <PlanFacts plan={p} heading="h1" />
                <CoverageTable plan={p} />
                <section>
                  <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('insurance.detail.rules')}</h2>
                  <ul className="space-y-1 text-sm text-slate-800">
                    <li>{t('insurance.detail.ages', { min: p.min_age, max: p.max_age })}</li>
                    <li>{t('insurance.detail.days', { min: p.min_days, max: p.max_days })}</li>
                    <li>
                      {t('insurance.detail.zones')}:{' '}
                      {p.zones.map((z) => t(`insurance.zones.${z}`)).join(lang === 'ar' ? '، ' : ', ')}
                    </li>
                    {p.family_discount_bp ? (
                      <li>{t('insurance.detail.family', { percent: p.family_discount_bp / 100 })}</li>
                    ) : null}
                    {p.group_discount_bp ? (
                      <li>{t('insurance.detail.group', { percent: p.group_discount_bp / 100 })}</li>
                    ) : null}
                  </ul>
                </section>
              </div>
            </Detail.Columns>
          </div>
        );
      }}
    </Detail.PageFrame>
  );
}
