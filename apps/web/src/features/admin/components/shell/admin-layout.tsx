import { useState } from 'react';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { isLang, LANGS } from '@portal/contracts/i18n';
import type { StaffArea } from '@portal/contracts/admin';
import { Alert } from '../../../../components/ui/alert';
import { IconGlobe, IconLogout } from '../../../../components/ui/icons';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay';
import { NativeSelect } from '../../../../components/ui/native-select';
import { apiPost } from '../../../../lib/api-client';
import { browser } from '../../../../lib/browser';
import { useErrorText } from '../../hooks/use-error-text';
import { LANGUAGE_NAMES, setLanguage, useLang } from '../../../../lib/i18n';
import { clearSession } from '../../../../lib/session';
import { useStaff } from '../../hooks/use-staff';
import { useAdminText } from '../../i18n';
import { AdminNav } from './admin-nav';

/** Logs out (revoking the token) and leaves for the site's home page. */
async function logout() {
  try {
    await apiPost('/auth/logout', {}, { redirectOnUnauthorized: false });
  } catch (error) {
    console.error('logout failed', error);
  }
  clearSession();
  browser.assign('/');
}

/**
 * The back office's own frame (the site's header and footer are not shown here): a bar with the staff
 * member, language and logout, the menu of the areas their role opens, and the screen. Staff only; a screen
 * of an area the role does not open says so (the API refuses it anyway).
 */
export function AdminLayout() {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const lang = useLang();
  const staff = useStaff();
  const [leaving, setLeaving] = useState(false);
  const area = useMatches({
    select: (matches) =>
      matches
        .map((m) => m.staticData.adminArea)
        .filter((a): a is StaffArea => !!a)
        .at(-1),
  });

  if (staff.me.isPending) return <LoadingOverlay text={t('shell.loading')} />;
  if (staff.me.isError)
    return (
      <div className="mx-auto max-w-xl p-6">
        <Alert tone="error">{errorText(staff.me.error)}</Alert>
      </div>
    );
  if (!staff.isStaff)
    return (
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-xl p-6 outline-none">
        <a href="#admin-main" className="sr-only">
          {t('shell.skip')}
        </a>
        <h1 className="mb-4 text-2xl font-semibold">{t('shell.staff_only_title')}</h1>
        <p className="mb-6 text-slate-700">{t('shell.staff_only')}</p>
        <Link to="/" className="font-semibold text-brand-700 underline">
          {t('shell.back_to_site')}
        </Link>
      </main>
    );

  return (
    <div className="min-h-dvh bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('shell.skip')}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 desk:px-6">
          <Link to="/admin" className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-accent-400 text-brand-950">
              R
            </span>
            {t('shell.title')}
          </Link>
          <div className="ms-auto flex flex-wrap items-center gap-3 text-sm">
            <span className="hidden sm:inline">
              {staff.me.data.name} · {t(`roles.${staff.role!}`)}
            </span>
            <div className="flex items-center gap-1.5">
              <IconGlobe aria-hidden="true" />
              <NativeSelect
                label={t('shell.language')}
                hideLabel
                tone="dark"
                value={lang}
                options={LANGS.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
                onChange={(event) => {
                  const next = event.target.value;
                  if (isLang(next) && next !== lang) setLanguage(next);
                }}
              />
            </div>
            <a href="/" className="rounded-lg px-2 py-1.5 underline-offset-4 hover:underline">
              {t('shell.view_site')}
            </a>
            <button
              type="button"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 py-1.5 hover:bg-white/10"
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              <IconLogout aria-hidden="true" className="rtl:-scale-x-100" />
              {t('shell.logout')}
            </button>
          </div>
        </div>
      </header>
      <div className="desk:flex">
        <AdminNav areas={staff.areas} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none desk:px-8">
          {area && !staff.can(area) ? (
            <div className="max-w-xl">
              <h1 className="mb-3 text-2xl font-semibold">{t('shell.not_allowed_title')}</h1>
              <p className="text-slate-700">{t('shell.not_allowed', { role: t(`roles.${staff.role!}`) })}</p>
            </div>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      {leaving ? <LoadingOverlay text={t('shell.logging_out')} /> : null}
    </div>
  );
}
