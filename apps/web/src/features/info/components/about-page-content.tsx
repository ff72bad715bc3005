import { PageHeading } from '../../../components/ui/page-heading';
import { useLang } from '../../../lib/i18n';
import { ABOUT, ABOUT_SECTIONS } from '../content/about';

export function AboutPageContent() {
  const content = ABOUT[useLang()];
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
      <PageHeading title={content.title} lead={content.lead} />
      <div className="grid gap-6 sm:grid-cols-2">
        {ABOUT_SECTIONS.map((id) => (
          <section key={id} aria-labelledby={`about-${id}`} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id={`about-${id}`} className="text-xl font-semibold text-slate-900">
              {content.sections[id].title}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{content.sections[id].text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
