import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  MAX_ATTENDEES,
  PLACES_CATEGORY,
  REGISTRATION_CATEGORIES,
  type RegistrationCategory,
} from '@portal/contracts/conference-constants';
import type { ConferenceDetail } from '@portal/contracts/conferences';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { PriceAmount } from '../../../components/ui/price';
import { formatCalendarDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import * as Detail from '../../../kit/details/detail-page-frame';
import { activeEntryFor, useWaitlist, WaitlistAction } from '../../../kit/departures/waitlist';
import { conferenceQuery, selectConference } from '../api/conferences';
import { CancellationRules, placeOf } from '../views/conference-summary';

/** `conference.details`: the facts, programme, fees per category in both periods, and the attendees to register. */
export function ConferenceDetailsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = parsePath('conference.details', location.pathname)?.id ?? '';
  const detail = useQuery({ ...conferenceQuery(id), enabled: id !== '' });
  const lang = useLang();
  useDocumentTitle(detail.data ? pickText(detail.data.title, lang) : t('service_screens.conference.details'));
  return (
    <Detail.PageFrame state={detail} width="medium" back={{ to: '/', label: t('conferences.detail.new_search') }}>
      {(data) => <ConferenceView conference={data} />}
    </Detail.PageFrame>
  );
}

function ConferenceView({ conference: c }: { conference: ConferenceDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Detail.Columns aside={<AttendeeChooser conference={c} />}>
      <Detail.Header kicker={pickText(c.specialty.name, lang)} title={pickText(c.title, lang)}>
        <p className="text-slate-700">{pickText(c.description, lang)}</p>
      </Detail.Header>
      <Detail.Facts
        boxed
        facts={[
          [
            t('conferences.detail.dates'),
            `${formatCalendarDate(c.starts_on, lang)} – ${formatCalendarDate(c.ends_on, lang)}`,
          ],
          [t('conferences.detail.venue'), placeOf(c, lang)],
          [t('conferences.detail.organiser'), pickText(c.organiser, lang)],
          [t('conferences.detail.cme'), t('conferences.cme_hours', { count: c.cme_hours })],
        ]}
      />
      <Detail.Section title={t('conferences.detail.fees')}>
        <p className="text-sm text-slate-700">
          {c.period === 'early'
            ? t('conferences.detail.early_until', { date: formatCalendarDate(c.early_bird_until, lang) })
            : t('conferences.detail.early_over', { date: formatCalendarDate(c.early_bird_until, lang) })}
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-slate-600">
                <th className="py-2 text-start font-medium">{t('conferences.detail.category')}</th>
                <th className="py-2 text-end font-medium">{t('conferences.periods.early')}</th>
                <th className="py-2 text-end font-medium">{t('conferences.periods.regular')}</th>
              </tr>
            </thead>
            <tbody>
              {REGISTRATION_CATEGORIES.map((category, i) => (
                <tr key={category} className="border-t border-slate-100">
                  <th className="py-2 text-start font-semibold text-slate-900">
                    {t(`conferences.categories.${category}`)}
                  </th>
                  <td
                    className={`py-2 text-end ${c.period === 'early' ? 'font-semibold' : 'text-slate-500 line-through'}`}
                  >
                    <PriceAmount price={c.early_fees[i]!.price} />
                  </td>
                  <td className={`py-2 text-end ${c.period === 'regular' ? 'font-semibold' : ''}`}>
                    <PriceAmount price={c.regular_fees[i]!.price} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Detail.Section>
      <Detail.Section title={t('conferences.detail.topics')}>
        <ul className="list-disc space-y-1 ps-5 text-slate-800">
          {c.topics.map((topic) => (
            <li key={topic.en}>{pickText(topic, lang)}</li>
          ))}
        </ul>
        <h2 className="mb-2 mt-5 text-lg font-semibold text-slate-900">{t('conferences.detail.cancellation')}</h2>
        <CancellationRules tiers={c.cancellation} />
      </Detail.Section>
    </Detail.Columns>
  );
}

const COUNTS = Array.from({ length: MAX_ATTENDEES + 1 }, (_, i) => ({ value: String(i), label: String(i) }));

/**
 * How many attendees of each category; priced into a selection and on to the registration page. A full conference
 * offers its waitlist (decision 132); places offered to the user from it are theirs to register.
 */
function AttendeeChooser({ conference: c }: { conference: ConferenceDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Record<RegistrationCategory, number>>({
    specialist: 1,
    resident: 0,
    student: 0,
    accompanying: 0,
  });
  const offered = activeEntryFor(useWaitlist(), c.departure_id, PLACES_CATEGORY)?.state === 'offered';
  const attendees = REGISTRATION_CATEGORIES.reduce((s, category) => s + counts[category], 0);
  const choose = useMutation({
    mutationFn: () => selectConference({ departure_id: c.departure_id, attendees: counts }),
    onSuccess: (selection) => void navigate({ href: buildPath('conference.book', { id: selection.ref_id }) }),
  });
  return (
    <Detail.Aside label={t('conferences.detail.register')} title={t('conferences.detail.attendees')}>
      <p className="text-sm font-medium text-slate-700">
        {c.left > 0 ? t('conferences.places_left', { count: c.left }) : t('conferences.detail.full')}
      </p>
      <p className="text-sm text-slate-600">{t('conferences.detail.attendees_hint')}</p>
      <div className="grid grid-cols-2 gap-3">
        {REGISTRATION_CATEGORIES.map((category, i) => (
          <div key={category}>
            <NativeSelect
              label={t(`conferences.categories.${category}`)}
              name={category}
              value={String(counts[category])}
              onChange={(e) => setCounts((now) => ({ ...now, [category]: Number(e.target.value) }))}
              options={COUNTS}
            />
            <PriceAmount price={c.fees[i]!.price} className="mt-1 block text-xs text-slate-600" />
          </div>
        ))}
      </div>
      {c.left === 0 ? (
        <WaitlistAction departureId={c.departure_id} category={PLACES_CATEGORY} travellers={attendees} />
      ) : null}
      {choose.isError ? <Alert tone="error">{errorMessage(choose.error, t)}</Alert> : null}
      {c.left > 0 || offered ? (
        <Button
          variant="accent"
          className="min-h-12 w-full"
          disabled={choose.isPending}
          onClick={() => choose.mutate()}
        >
          {t('conferences.detail.continue')}
        </Button>
      ) : null}
    </Detail.Aside>
  );
}
