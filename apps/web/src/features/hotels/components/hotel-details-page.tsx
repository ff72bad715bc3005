import { useMemo, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOTEL_AMENITIES, HOTEL_SERVICES, type HotelFacility, type HotelRule } from '@portal/contracts/hotel-constants';
import type { HotelDetail as HotelDetailData } from '@portal/contracts/hotels';
import { parseHotelRoomsQuery, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { hotelQuery, hotelRatesBody, hotelRatesQuery } from '../api/hotel-details';
import { selectRooms } from '../api/selections';
import { formatDay, languageName } from '../utils/format';
import { queryReader } from '../utils/list-query';
import { stayFromQuery, stayQuery } from '../utils/search-form';
import { HotelGallery } from './hotel-gallery';
import { IconCheckCircle } from './hotel-icons';
import { HotelLocation } from './hotel-location';
import { HotelSearchForm, problemMessages } from './hotel-search-form';
import { RoomRates, type RoomChoice } from './room-rates';
import { ReviewScore, Stars } from './stars';
import { StayForm, type StayValues } from './stay-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <IconCheckCircle className="text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

const WHY = ['wallet', 'support', 'prices', 'cancel'] as const;

/**
 * `hotel.room-details`: the hotel (pictures, description, rules, services, amenities, location), and for the
 * stay in the query string its rooms and rates; without a stay it asks for dates first. Choosing a rate for
 * each room prices the choice into a `refId` and opens `hotel.booking`.
 */
export function HotelDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const hotelId = parsePath('hotel.room-details', location.pathname)?.hotelId ?? '';
  const search = location.href.includes('?') ? location.href.slice(location.href.indexOf('?')) : '';
  const stay = useMemo(() => stayFromQuery(queryReader(search), parseHotelRoomsQuery(search)), [search]);
  const hotel = useQuery({ ...hotelQuery(hotelId), enabled: hotelId !== '' });
  useDocumentTitle(hotel.data ? pickText(hotel.data.name, lang) : t('service_screens.hotel.room-details'));

  if (!hotelId) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="mb-6 text-2xl font-semibold text-slate-900 sm:text-3xl">
          {t('service_screens.hotel.room-details')}
        </h1>
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <HotelSearchForm loadWidgets="at-once" />
        </div>
      </div>
    );
  }
  return (
    <Detail.PageFrame
      state={hotel}
      title={t('service_screens.hotel.room-details')}
      back={{ to: '/', label: t('hotels.detail.new_search') }}
    >
      {(h) => <HotelDetail hotel={h} stay={stay} search={search} />}
    </Detail.PageFrame>
  );
}

/** The hotel's parts, and its rooms for the stay asked (or the stay's form). */
function HotelDetail({
  hotel: h,
  stay,
  search,
}: {
  hotel: HotelDetailData;
  stay: ReturnType<typeof stayFromQuery>;
  search: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const name = pickText(h.name, lang);
  return (
    <div className="space-y-6">
      <Detail.Header kicker={<Stars count={h.stars} />} title={name}>
        <p className="text-slate-700">{pickText(h.address, lang)}</p>
        <ReviewScore score={h.review_score} reviews={h.review_count} />
      </Detail.Header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HotelGallery images={h.images} name={name} />
        <Section id="hotel-about" title={t('hotels.detail.description')}>
          <p className="leading-relaxed text-slate-800">{pickText(h.description, lang)}</p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600">{t('hotels.detail.check_in_from')}</dt>
              <dd className="font-semibold text-slate-900" dir="ltr">
                {h.check_in_time}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('hotels.detail.check_out_until')}</dt>
              <dd className="font-semibold text-slate-900" dir="ltr">
                {h.check_out_time}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-slate-600">{t('hotels.detail.languages')}</dt>
              <dd className="font-semibold text-slate-900">
                {h.languages.map((code) => languageName(code, lang)).join(t('hotels.list_separator'))}
              </dd>
            </div>
          </dl>
        </Section>
      </div>

      <Section id="hotel-rooms" title={t('hotels.detail.rooms')}>
        {stay && Object.keys(stay.problems).length === 0 ? (
          <Rates hotel={h} stay={stay.values} onChangeStay={() => void navigate({ href: location.pathname })} />
        ) : (
          <>
            <p className="text-slate-700">{t('hotels.detail.dates_first')}</p>
            <StayForm
              key={search}
              initialValues={stay?.values}
              initialErrors={stay ? problemMessages(stay.problems, lang) : undefined}
              onSubmit={(values) => void navigate({ href: `${location.pathname}${stayQuery(values)}` })}
            />
          </>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="hotel-services" title={t('hotels.detail.services')}>
          <CheckList
            items={h.facilities
              .filter((f) => (HOTEL_SERVICES as readonly string[]).includes(f))
              .map((f) => t(`hotels.facilities.${f as HotelFacility}`))}
          />
        </Section>
        <Section id="hotel-amenities" title={t('hotels.detail.amenities')}>
          <CheckList
            items={h.facilities
              .filter((f) => (HOTEL_AMENITIES as readonly string[]).includes(f))
              .map((f) => t(`hotels.facilities.${f as HotelFacility}`))}
          />
        </Section>
        <Section id="hotel-rules" title={t('hotels.detail.rules')}>
          <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-800">
            {h.rules.map((rule) => (
              <li key={rule}>{t(`hotels.rules.${rule as HotelRule}`)}</li>
            ))}
            <li>{t('hotels.detail.taxes_note', { percent: h.tax_percent })}</li>
          </ul>
        </Section>
        <Section id="hotel-location" title={t('hotels.detail.location')}>
          <HotelLocation lat={h.lat} lng={h.lng} name={name} address={pickText(h.address, lang)} />
        </Section>
      </div>

      <Section id="hotel-why" title={t('hotels.why.title')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHY.map((key) => (
            <li key={key} className="rounded-xl bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{t(`hotels.why.${key}_title`)}</p>
              <p className="mt-1 text-sm text-slate-800">{t(`hotels.why.${key}_text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** The stay's rooms and rates, and the step into booking. */
function Rates({ hotel, stay, onChangeStay }: { hotel: HotelDetailData; stay: StayValues; onChangeStay: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const body = useMemo(() => hotelRatesBody(stay), [stay]);
  const rates = useQuery(hotelRatesQuery(hotel.id, body));
  const select = useMutation({
    mutationFn: (choices: RoomChoice[]) =>
      selectRooms({
        hotel_id: hotel.id,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        nationality: stay.nationality,
        rooms: body.rooms.map((room, i) => ({ ...room, rate_id: choices[i]!.rate.id })),
      }),
    onSuccess: (selection) => void navigate({ href: `/hotel-booking/${selection.ref_id}` }),
    onError: () => void rates.refetch(),
  });

  const fieldErrors = rates.error instanceof ApiError ? (rates.error.problem?.errors ?? []) : [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">
          {formatDay(stay.checkIn, lang)} – {formatDay(stay.checkOut, lang)}
          {rates.data ? ` · ${t('hotels.nights', { count: rates.data.nights })}` : ''}
        </p>
        <Button variant="ghost" onClick={onChangeStay}>
          {t('hotels.detail.change_dates')}
        </Button>
      </div>
      {rates.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Placeholder height="9rem" width="100%" className="rounded-2xl" />
          <Placeholder height="9rem" width="100%" className="rounded-2xl" />
        </div>
      ) : rates.isError ? (
        <Alert tone="error">
          <p>{errorMessage(rates.error, t)}</p>
          {fieldErrors.length ? (
            <ul className="mt-2 list-disc ps-5">
              {fieldErrors.map((e) => (
                <li key={e.field}>{e.message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : (
        <RoomRates
          key={JSON.stringify(body)}
          rates={rates.data}
          pending={select.isPending}
          error={select.isError ? errorMessage(select.error, t) : undefined}
          onBook={(choices) => select.mutate(choices)}
        />
      )}
    </div>
  );
}
