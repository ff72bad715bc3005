import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { ContactForm } from '../../features/contact/components/contact-form';
import { OfficeDetails } from '../../features/contact/components/office-details';
import { useSiteSettings } from '../../lib/site-settings';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: settings, isPending } = useSiteSettings();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title={t('contact.title')} lead={t('contact.lead')} />
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby="office-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="office-title" className="mb-6 text-xl font-semibold text-slate-900">
            {t('contact.office')}
          </h2>
          <OfficeDetails settings={settings} isPending={isPending} />
        </section>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
