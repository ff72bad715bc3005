import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export interface HomeSectionProps {
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}

export function HomeSection({ title, lead, children, className = '' }: HomeSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:py-16 ${className}`}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-2xl text-slate-700">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** What a section shows when the home content could not be loaded. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <p className="text-slate-700">{t('home.load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
