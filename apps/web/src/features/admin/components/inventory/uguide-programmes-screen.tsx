import { useQuery } from '@tanstack/react-query';
import type { AdminUguideChoices, AdminUguideProgramme } from '@portal/contracts/admin-uguides';
import { Money } from '../../../../components/ui/money';
import { formatCalendarDate, todayInBaghdad } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { uguideChoicesQuery, uguideProgrammes } from '../../api/uguides';
import { useAdminText } from '../../i18n';
import { TwoLines } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { uguideProgrammeLink } from './links';

/** A degree's, field's, language's or country's name from the choices, in the interface language (else its code). */
export function useUguideNames() {
  const lang = useLang();
  const choices = useQuery(uguideChoicesQuery()).data;
  const nameIn = (list: AdminUguideChoices['degrees'] | undefined, code: string) => {
    const found = list?.find((x) => x.code === code);
    return found ? pickText(found.name, lang) : code;
  };
  return {
    choices,
    degree: (code: string) => nameIn(choices?.degrees, code),
    field: (code: string) => nameIn(choices?.fields, code),
    language: (code: string) => nameIn(choices?.languages, code),
    country: (code: string) => nameIn(choices?.countries, code),
  };
}

/**
 * The study programmes (issue 17, decision 140) on the inventory pattern: search by title, university, city or code,
 * filters by country, degree and field, each programme's own screen, and new programmes.
 */
export function UguideProgrammesScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const names = useUguideNames();
  const today = todayInBaghdad();
  const options = (list: AdminUguideChoices['degrees'] | undefined) =>
    (list ?? []).map((x) => ({ value: x.code, label: pickText(x.name, lang) }));
  return (
    <ResourceListScreen<AdminUguideProgramme>
      resource={uguideProgrammes}
      texts="uguide_programmes"
      rowKey={(p) => p.id}
      rowName={(p) => pickText(p.title, lang)}
      editLink={uguideProgrammeLink}
      selects={[
        { name: 'country', label: t('uguide_programmes.country'), options: options(names.choices?.countries) },
        { name: 'degree', label: t('uguide_programmes.degree'), options: options(names.choices?.degrees) },
        { name: 'field', label: t('uguide_programmes.field'), options: options(names.choices?.fields) },
      ]}
      columns={[
        {
          header: t('uguide_programmes.programme'),
          cell: (p) => <TwoLines main={pickText(p.title, lang)} sub={pickText(p.university.name, lang)} />,
        },
        {
          header: t('uguide_programmes.city'),
          cell: (p) => <TwoLines main={pickText(p.city, lang)} sub={names.country(p.country)} />,
        },
        { header: t('uguide_programmes.language'), cell: (p) => names.language(p.language) },
        {
          header: t('uguide_programmes.tuition'),
          end: true,
          cell: (p) => <Money amount={p.tuition_iqd} currency="IQD" />,
        },
        {
          header: t('uguide_programmes.next_deadline'),
          cell: (p) => {
            const next = p.intakes.find((i) => i.deadline >= today);
            return next
              ? formatCalendarDate(next.deadline, lang, { day: 'numeric', month: 'short', year: 'numeric' })
              : t('uguide_programmes.no_intake');
          },
        },
      ]}
    />
  );
}
