import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUguideChoices, AdminUguideProgramme } from '@portal/contracts/admin-uguides';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { applyDocumentLanguage } from '../../../../lib/i18n';
import { problem } from '../../../../test/fetch-mock';
import { editorApi } from '../../../../test/inventory-factories';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d1';
const NEW_ID = '0190a4c2-7d1e-7c1a-9f00-0000000000d2';
const text = (ar: string, en: string, de: string) => ({ ar, en, de });
const START = addDaysIso(todayInBaghdad(), 120);

const CHOICES: AdminUguideChoices = {
  degrees: [
    { code: 'bachelor', name: text('بكالوريوس', 'Bachelor', 'Bachelor') },
    { code: 'master', name: text('ماجستير', 'Master', 'Master') },
  ],
  fields: [
    { code: 'medicine', name: text('الطب', 'Medicine', 'Medizin') },
    { code: 'computer_science', name: text('علوم الحاسوب', 'Computer Science', 'Informatik') },
  ],
  languages: [
    { code: 'en', name: text('الإنجليزية', 'English', 'Englisch') },
    { code: 'tr', name: text('التركية', 'Turkish', 'Türkisch') },
  ],
  countries: [
    {
      code: 'TR',
      name: text('تركيا', 'Turkey', 'Türkei'),
      universities: [
        {
          code: 'ISTANBUL',
          name: text('جامعة إسطنبول', 'Istanbul University', 'Universität Istanbul'),
          city: text('إسطنبول', 'Istanbul', 'Istanbul'),
        },
      ],
    },
    {
      code: 'MY',
      name: text('ماليزيا', 'Malaysia', 'Malaysia'),
      universities: [
        {
          code: 'UM',
          name: text('جامعة ملايا', 'Universiti Malaya', 'Universiti Malaya'),
          city: text('كوالالمبور', 'Kuala Lumpur', 'Kuala Lumpur'),
        },
      ],
    },
  ],
};

function programme(overrides: Partial<AdminUguideProgramme> = {}): AdminUguideProgramme {
  return {
    id: ID,
    code: 'TR-ISTANBUL-1',
    country: 'TR',
    university: { code: 'ISTANBUL', name: CHOICES.countries[0]!.universities[0]!.name },
    city: text('إسطنبول', 'Istanbul', 'Istanbul'),
    title: text('بكالوريوس الطب', 'Bachelor in Medicine', 'Bachelor Medizin'),
    description: text('وصف', 'Six years of medicine, taught in English.', 'Sechs Jahre Medizin.'),
    degree: 'bachelor',
    field: 'medicine',
    language: 'en',
    duration_years: 6,
    tuition_iqd: '11135000',
    application_fee_iqd: '0',
    service_fee_iqd: '250000',
    intakes: [{ start: START, deadline: addDaysIso(START, -40) }],
    own: false,
    active: true,
    ...overrides,
  };
}

describe('study programmes in the back office', { timeout: 30_000 }, () => {
  it('lists the programmes with search, country, degree and field filters, each linked to its screen', async () => {
    const calls = editorApi({
      'GET /admin/uguide-programmes': () => ({
        body: { data: [programme()], meta: { total: 124, page: 1, per_page: 25 } },
      }),
      'GET /admin/uguide-programme-choices': () => ({ body: { data: CHOICES } }),
    });
    await renderApp('/admin/inventory/programmes');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Study programmes' });
    const table = await screen.findByRole('table', { name: 'Study programmes' });
    const row = within(table).getByText('Bachelor in Medicine').closest('tr')!;
    for (const seen of ['Istanbul University', 'Istanbul', 'English'])
      expect(within(row).getByText(seen)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Turkey')).toBeInTheDocument());
    expect(within(row).getByText(/11,135,000/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Bachelor in Medicine' })).toHaveAttribute(
      'href',
      `/admin/inventory/programmes/${ID}`,
    );
    expect(screen.getByRole('link', { name: 'New programme' })).toHaveAttribute(
      'href',
      '/admin/inventory/programmes/new',
    );

    const query = () => new URL(calls.calls('GET', '/admin/uguide-programmes').at(-1)!.url, 'http://x').searchParams;
    await user.type(screen.getByLabelText('Title, university, city or code'), 'medicine{Enter}');
    await waitFor(() => expect(query().get('q')).toBe('medicine'));
    await user.selectOptions(screen.getByLabelText('Country'), 'TR');
    await waitFor(() => expect(query().get('country')).toBe('TR'));
    await user.selectOptions(screen.getByLabelText('Degree'), 'master');
    await waitFor(() => expect(query().get('degree')).toBe('master'));
    await user.selectOptions(screen.getByLabelText('Field'), 'computer_science');
    await waitFor(() => expect(query().get('field')).toBe('computer_science'));
  });

  it('adds a programme at a university of the chosen country, checked as the API checks it', async () => {
    let created: AdminUguideProgramme | null = null;
    const calls = editorApi({
      'GET /admin/uguide-programme-choices': () => ({ body: { data: CHOICES } }),
      'POST /admin/uguide-programmes': ({ body }) => {
        const b = body as { tuition_iqd: string };
        if (b.tuition_iqd === '1')
          return problem(400, 'validation_failed', 'x', {
            errors: [{ field: 'intakes.0.deadline', message: 'The deadline must be on or before the start' }],
          });
        created = programme({
          ...(body as object),
          id: NEW_ID,
          code: 'MY-UM-S0000AB',
          country: 'MY',
          own: true,
          university: { code: 'UM', name: CHOICES.countries[1]!.universities[0]!.name },
          city: CHOICES.countries[1]!.universities[0]!.city,
        } as never);
        return { status: 201, body: { data: created } };
      },
      [`GET /admin/uguide-programmes/${NEW_ID}`]: () => ({ body: { data: created } }),
    });
    const { router } = await renderApp('/admin/inventory/programmes/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New programme' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Malaysia' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Country'), 'MY');
    // Only the chosen country's universities.
    const university = screen.getByLabelText('University');
    expect(within(university).queryByRole('option', { name: /Istanbul/ })).not.toBeInTheDocument();
    await user.selectOptions(university, 'UM');

    // Blank titles are caught before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Add the programme' }));
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
    expect(calls.calls('POST', '/admin/uguide-programmes')).toHaveLength(0);

    for (const [label, value] of [
      ['Title · العربية', 'ماجستير علم البيانات'],
      ['Title · English', 'Master of Data Science'],
      ['Title · Deutsch', 'Master Datenwissenschaft'],
      ['Description · العربية', 'سنتان'],
      ['Description · English', 'Two years.'],
      ['Description · Deutsch', 'Zwei Jahre.'],
      ['Tuition per year (IQD)', '1'],
    ])
      await user.type(screen.getByLabelText(label!), value!);
    await user.selectOptions(screen.getByLabelText('Degree'), 'master');
    await user.selectOptions(screen.getByLabelText('Field'), 'computer_science');
    await user.click(screen.getByRole('button', { name: 'Add an intake' }));
    expect(screen.getByLabelText('Intake 2: starts')).toHaveValue(addDaysIso(addDaysIso(todayInBaghdad(), 150), 182));

    // The API's refusal lands on the intake's deadline; what was typed stays.
    await user.click(screen.getByRole('button', { name: 'Add the programme' }));
    const deadline = screen.getByLabelText('Intake 1: apply by');
    await waitFor(() => expect(deadline).toHaveAccessibleDescription('The deadline must be on or before the start'));
    expect(screen.getByLabelText('Title · English')).toHaveValue('Master of Data Science');

    const tuition = screen.getByLabelText('Tuition per year (IQD)');
    await user.clear(tuition);
    await user.type(tuition, '9170000');
    await user.click(screen.getByRole('button', { name: 'Add the programme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/inventory/programmes/${NEW_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Master of Data Science' })).toBeInTheDocument();
    const sent = calls.calls('POST', '/admin/uguide-programmes').at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      country: 'MY',
      university: 'UM',
      degree: 'master',
      field: 'computer_science',
      tuition_iqd: '9170000',
      title: text('ماجستير علم البيانات', 'Master of Data Science', 'Master Datenwissenschaft'),
    });
    expect(sent.intakes).toHaveLength(2);
  });

  it('changes a programme (not its university), and archives it', async () => {
    let current = programme();
    const calls = editorApi({
      'GET /admin/uguide-programme-choices': () => ({ body: { data: CHOICES } }),
      [`GET /admin/uguide-programmes/${ID}`]: () => ({ body: { data: current } }),
      [`PATCH /admin/uguide-programmes/${ID}`]: ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: { data: current } };
      },
      [`POST /admin/uguide-programmes/${ID}/archive`]: () => {
        current = { ...current, active: false };
        return { body: { data: current } };
      },
    });
    await renderApp(`/admin/inventory/programmes/${ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Bachelor in Medicine' });
    expect(screen.getByText('TR-ISTANBUL-1')).toBeInTheDocument();
    expect(screen.getByLabelText('University')).toBeDisabled();
    const tuition = screen.getByLabelText('Tuition per year (IQD)');
    await user.clear(tuition);
    await user.type(tuition, '12000000');
    await user.click(screen.getByRole('button', { name: 'Remove intake 1' }));
    expect(screen.getByRole('button', { name: 'Remove intake 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. New applications use it.')).toBeInTheDocument();
    const sent = calls.calls('PATCH', `/admin/uguide-programmes/${ID}`)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ tuition_iqd: '12000000', duration_years: 6 });
    expect(sent).not.toHaveProperty('country');
    expect(sent).not.toHaveProperty('university');

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Restoring puts the programme back on offer.')).toBeInTheDocument();
  });

  it('is in the inventory menu, and in Arabic', async () => {
    editorApi({
      'GET /admin/uguide-programme-choices': () => ({ body: { data: CHOICES } }),
      [`GET /admin/uguide-programmes/${ID}`]: () => ({ body: { data: programme() } }),
    });
    await i18next.changeLanguage('ar');
    applyDocumentLanguage('ar');
    try {
      await renderApp(`/admin/inventory/programmes/${ID}`);
      await screen.findByRole('heading', { level: 1, name: 'بكالوريوس الطب' });
      expect(screen.getByRole('link', { name: 'البرامج الدراسية' })).toHaveAttribute(
        'href',
        '/admin/inventory/programmes',
      );
      expect(screen.getByLabelText('الرسوم الدراسية للسنة (دينار)')).toHaveValue('11135000');
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await i18next.changeLanguage('en');
      applyDocumentLanguage('en');
    }
  });
});
