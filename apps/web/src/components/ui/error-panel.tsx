import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { PageHeading } from './page-heading';

export interface ErrorPanelProps {
  onRetry: () => void;
  /** The way home: a link of whichever navigation the screen has. */
  home: ReactNode;
}

/** What a screen that failed shows instead (style.md): a translated message, a retry and a way home. */
export function ErrorPanel({ onRetry, home }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
      <div className="[&_p]:mx-auto">
        <PageHeading title={t('route_error.title')} lead={t('route_error.text')} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        {home}
      </div>
    </div>
  );
}
