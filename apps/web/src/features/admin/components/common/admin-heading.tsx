import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../../components/ui/page-heading';
import { useAdminText } from '../../i18n';

export interface AdminHeadingProps {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** A back-office screen's one h1 (also the document title), with its main actions beside it. */
export function AdminHeading({ title, lead, actions }: AdminHeadingProps) {
  const { t } = useAdminText();
  useDocumentTitle(`${title} · ${t('shell.title')}`);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {lead ? <p className="mt-1 max-w-3xl text-slate-700">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A white card section with its own heading. */
export function Panel({
  title,
  children,
  className = '',
  actions,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      {title || actions ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
