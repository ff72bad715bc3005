import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageHeadingProps {
  title: string;
  lead?: ReactNode;
}

/** The page's one h1, also written into the document title. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
    </div>
  );
}

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
