import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useLang } from '../../../lib/i18n';
import { PRIVACY, PRIVACY_SECTIONS } from '../content/privacy';

/** The seven sections of the spec, with a table of contents for long-page navigation. */
export function PrivacyPageContent() {
  const { t } = useTranslation();
  const content = PRIVACY[useLang()];
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
      <PageHeading title={content.title} lead={content.lead} />
      <nav aria-label={t('privacy.contents')} className="mb-10 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('privacy.contents')}</h2>
        <ol className="mt-3 grid gap-2 sm:grid-cols-2">
          {PRIVACY_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#privacy-${id}`} className="text-brand-800 underline-offset-4 hover:underline">
                {content.sections[id].title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {PRIVACY_SECTIONS.map((id) => {
          const section = content.sections[id];
          return (
            <section key={id} id={`privacy-${id}`} aria-labelledby={`privacy-${id}-title`} className="scroll-mt-28">
              <h2 id={`privacy-${id}-title`} className="text-2xl font-semibold text-slate-900">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.points.length ? (
                <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          );
        })}
      </div>
    </article>
  );
}
