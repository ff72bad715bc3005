import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MAX_CABINS, type CabinGrade } from '@portal/contracts/cruise-constants';
import type { CruiseDetail } from '@portal/contracts/cruises';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { PriceAmount } from '../../../components/ui/price';
import { formatCalendarDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import { priceText } from '../../../lib/money';
import * as Detail from '../../../kit/details/detail-page-frame';
import { activeEntryFor, useWaitlist, WaitlistAction } from '../../../kit/departures/waitlist';
import { cruiseQuery, selectCruise } from '../api/cruises';
import { CruiseCancellationRules } from '../views/cruise-summary';
import { CruisePicture } from './cruise-card';

/** `cruise.details`: ship and line, the itinerary day by day, the sailings with their cabins, and the cabin chooser. */
export function CruiseDetailsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const id = parsePath('cruise.details', location.pathname)?.id ?? '';
  const detail = useQuery({ ...cruiseQuery(id), enabled: id !== '' });
  const lang = useLang();
  useDocumentTitle(detail.data ? pickText(detail.data.title, lang) : t('service_screens.cruise.details'));
  return (
    <Detail.PageFrame state={detail} width="medium" back={{ to: '/', label: t('cruises.detail.new_search') }}>
      {(data) => <CruiseView cruise={data} />}
    </Detail.PageFrame>
  );
}

function CruiseView({ cruise: c }: { cruise: CruiseDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Detail.Columns aside={<CabinChooser cruise={c} />}>
      <Detail.Header
        kicker={`${pickText(c.region.name, lang)} · ${t('cruises.nights', { count: c.nights })}`}
        title={pickText(c.title, lang)}
      >
        <p className="text-slate-700">{pickText(c.description, lang)}</p>
      </Detail.Header>
      <Detail.Facts
        boxed
        picture={<CruisePicture url={c.image_url} className="hidden h-24 w-24 shrink-0 rounded-xl sm:flex" />}
        facts={[
          [t('cruises.detail.ship'), c.ship],
          [t('cruises.detail.line'), c.line.name],
          [t('cruises.detail.depart'), pickText(c.depart_port.name, lang)],
          [t('cruises.detail.region'), pickText(c.region.name, lang)],
        ]}
      />
      <Detail.Section title={t('cruises.detail.itinerary')}>
        <ol className="space-y-2" data-testid="itinerary">
          {c.itinerary.map((day) => (
            <li key={day.day} className="flex gap-3 text-sm">
              <span className="w-16 shrink-0 font-semibold text-slate-600">
                {t('cruises.detail.day', { day: day.day })}
              </span>
              <span className={day.port ? 'text-slate-900' : 'italic text-slate-500'}>
                {day.port ? pickText(day.port.name, lang) : t('cruises.at_sea')}
              </span>
            </li>
          ))}
        </ol>
      </Detail.Section>
      <Detail.Section title={t('cruises.detail.sailings')}>
        <p className="text-sm text-slate-700">
          {t('cruises.detail.port_charges', { price: priceText(c.port_charges, lang) })}
        </p>
        {c.sailing_list.map((s) => (
          <div key={s.id} className="mt-4 overflow-x-auto">
            <h3 className="font-semibold text-slate-900">
              {t('cruises.detail.sailing', {
                start: formatCalendarDate(s.starts_on, lang),
                end: formatCalendarDate(s.ends_on, lang),
              })}
            </h3>
            <table className="mt-1 w-full text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th className="py-1.5 text-start font-medium">{t('cruises.detail.grade')}</th>
                  <th className="py-1.5 text-start font-medium">{t('cruises.detail.per_person')}</th>
                  <th className="py-1.5 text-end font-medium">{t('cruises.detail.left')}</th>
                </tr>
              </thead>
              <tbody>
                {s.grades.map((g) => (
                  <tr key={g.grade} className="border-t border-slate-100 align-top">
                    <th className="py-2 text-start font-semibold text-slate-900">
                      {t(`cruises.grades.${g.grade}`)}
                      <span className="block text-xs font-normal text-slate-600">
                        {t('cruises.detail.max_people', { count: g.max_occupancy })}
                      </span>
                    </th>
                    <td className="py-2">
                      {g.fares.map((f) => (
                        <span key={f.occupancy} className="block pb-1">
                          <span className="block text-xs text-slate-600 sm:inline sm:text-sm">
                            {t(`cruises.occupancies.${f.occupancy}`)}:{' '}
                          </span>
                          <PriceAmount price={f.price} className="font-medium text-slate-900" />
                        </span>
                      ))}
                    </td>
                    <td
                      className={`py-2 text-end ${g.left > 0 && g.left <= 3 ? 'font-semibold text-red-700' : 'text-slate-900'}`}
                    >
                      {g.left > 0 ? t('cruises.cabins_left', { count: g.left }) : t('cruises.results.full')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </Detail.Section>
      <Detail.Section title={t('cruises.detail.cancellation')}>
        <CruiseCancellationRules tiers={c.cancellation} />
      </Detail.Section>
    </Detail.Columns>
  );
}

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/**
 * The sailing, the grade, and the adults and children of each cabin; priced into a selection, then booking. A full
 * grade offers its waitlist for the cabins chosen (decision 132); cabins offered to the user are theirs to book.
 */
function CabinChooser({ cruise: c }: { cruise: CruiseDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [sailingId, setSailingId] = useState(c.sailing_list[0]!.id);
  const sailing = c.sailing_list.find((s) => s.id === sailingId) ?? c.sailing_list[0]!;
  const [grade, setGrade] = useState<CabinGrade>('balcony');
  const current = sailing.grades.find((g) => g.grade === grade) ?? sailing.grades[0]!;
  const max = current.max_occupancy;
  const entry = activeEntryFor(useWaitlist(), sailing.id, current.grade);
  const offeredCabins = entry?.state === 'offered' ? entry.travellers : 0;
  const cabinsLeft = current.left + offeredCabins;
  const [cabins, setCabins] = useState([{ adults: 2, children: 0 }]);
  const setCabin = (i: number, patch: Partial<{ adults: number; children: number }>) =>
    setCabins((now) => now.map((cabin, j) => (j === i ? { ...cabin, ...patch } : cabin)));
  const choose = useMutation({
    mutationFn: () => selectCruise({ departure_id: sailing.id, grade: current.grade, cabins }),
    onSuccess: (selection) => void navigate({ href: buildPath('cruise.book', { id: selection.ref_id }) }),
  });
  return (
    <Detail.Aside title={t('cruises.detail.choose')}>
      <NativeSelect
        label={t('cruises.detail.sailing_label')}
        name="sailing"
        value={sailing.id}
        onChange={(e) => setSailingId(e.target.value)}
        options={c.sailing_list.map((s) => ({
          value: s.id,
          label: `${formatCalendarDate(s.starts_on, lang)} – ${formatCalendarDate(s.ends_on, lang)}`,
        }))}
      />
      <NativeSelect
        label={t('cruises.detail.grade_label')}
        name="grade"
        value={current.grade}
        onChange={(e) => setGrade(e.target.value as CabinGrade)}
        options={sailing.grades.map((g) => ({ value: g.grade, label: t(`cruises.grades.${g.grade}`) }))}
      />
      <p className={`text-sm font-medium ${current.left > 0 && current.left <= 3 ? 'text-red-700' : 'text-slate-700'}`}>
        {current.left > 0 ? t('cruises.cabins_left', { count: current.left }) : t('cruises.detail.full')}
        <span className="block text-xs font-normal text-slate-600">
          {t('cruises.detail.max_people', { count: max })}
        </span>
      </p>
      {current.left === 0 ? (
        <WaitlistAction departureId={sailing.id} category={current.grade} travellers={cabins.length} />
      ) : null}
      {cabinsLeft > 0 ? (
        <>
          {cabins.map((cabin, i) => (
            <fieldset key={i} className="rounded-xl border border-slate-200 p-3" data-testid="cabin-choice">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t('cruises.detail.cabin', { number: i + 1 })}
              </legend>
              <div className="grid grid-cols-2 gap-3">
                <NativeSelect
                  label={t('cruises.detail.adults')}
                  name={`cabins.${i}.adults`}
                  value={String(cabin.adults)}
                  onChange={(e) => setCabin(i, { adults: Number(e.target.value) })}
                  options={count(1, 4)}
                />
                <NativeSelect
                  label={t('cruises.detail.children')}
                  name={`cabins.${i}.children`}
                  value={String(cabin.children)}
                  onChange={(e) => setCabin(i, { children: Number(e.target.value) })}
                  options={count(0, 3)}
                />
              </div>
              {cabin.adults + cabin.children > max ? (
                <p className="mt-1.5 text-sm font-medium text-red-700">
                  {t('cruises.detail.max_people', { count: max })}
                </p>
              ) : null}
              {cabins.length > 1 ? (
                <button
                  type="button"
                  className="mt-2 text-sm font-medium text-brand-800 underline"
                  onClick={() => setCabins((now) => now.filter((_, j) => j !== i))}
                >
                  {t('cruises.detail.remove_cabin')}
                </button>
              ) : null}
            </fieldset>
          ))}
          {cabins.length < Math.min(MAX_CABINS, cabinsLeft) ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => setCabins((now) => [...now, { adults: 2, children: 0 }])}
            >
              {t('cruises.detail.add_cabin')}
            </Button>
          ) : null}
          {choose.isError ? <Alert tone="error">{errorMessage(choose.error, t)}</Alert> : null}
          <Button
            variant="accent"
            className="min-h-12 w-full"
            disabled={choose.isPending || cabins.some((cabin) => cabin.adults + cabin.children > max)}
            onClick={() => choose.mutate()}
          >
            {t('cruises.detail.continue')}
          </Button>
        </>
      ) : null}
    </Detail.Aside>
  );
}
