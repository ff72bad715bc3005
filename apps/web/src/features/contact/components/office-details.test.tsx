import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@portal/contracts/i18n';
import { createSiteSettings } from '../../../test/factories';
import { OfficeDetails } from './office-details';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

/** Site settings whose opening-hours label is empty in every language, with these structured days. */
function unlabelled(days: string) {
  return createSiteSettings({
    opening_hours: { days, opens: '10:00', closes: '17:30', label: { ar: '', en: '', de: '' } },
  });
}

async function hoursShown(lang: Lang, settings: ReturnType<typeof createSiteSettings>) {
  await i18next.changeLanguage(lang);
  const { unmount } = render(<OfficeDetails settings={settings} isPending={false} />);
  const heading = { ar: 'أوقات الدوام', en: 'Opening hours', de: 'Öffnungszeiten' }[lang];
  const text = screen.getByText(heading).closest('div')!.querySelector('dd')!.textContent;
  unmount();
  return text;
}

describe('office opening hours', () => {
  it('shows the label site settings give for the language', async () => {
    expect(await hoursShown('de', createSiteSettings())).toBe('Mo–Sa 10:00–17:30');
  });

  it.each([
    ['ar', /^من الاثنين إلى السبت، 10:00–17:30$/],
    ['en', /^Mon–Sat 10:00–17:30$/],
    // ICU versions differ on the abbreviation's full stop.
    ['de', /^Mo\.?–Sa\.? 10:00–17:30 Uhr$/],
  ] as const)('without a label, builds them from the days and times, translated (%s)', async (lang, expected) => {
    expect(await hoursShown(lang, unlabelled('Mon-Sat'))).toMatch(expected);
  });

  it('uses the structured hours in Arabic rather than the English label when the Arabic one is empty', async () => {
    const settings = createSiteSettings({
      opening_hours: {
        days: 'Sat–Thu',
        opens: '09:00',
        closes: '16:00',
        label: { ar: ' ', en: 'Sat–Thu 09:00–16:00', de: '' },
      },
    });
    expect(await hoursShown('ar', settings)).toBe('من السبت إلى الخميس، 09:00–16:00');
  });

  it('reads a single day and full day names, and keeps days it cannot read as they were typed', async () => {
    expect(await hoursShown('de', unlabelled('Friday'))).toMatch(/^Fr\.? 10:00–17:30 Uhr$/);
    expect(await hoursShown('en', unlabelled('Sun – Thursday'))).toMatch(/^Sun–Thu 10:00/);
    expect(await hoursShown('en', unlabelled('Weekdays except holidays'))).toBe('Weekdays except holidays 10:00–17:30');
  });
});
