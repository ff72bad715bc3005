import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  /** What is loading; "Loading…" when not given. */
  text?: string;
}

/** Covers the page while something that replaces it is under way (logout, a screen's code arriving). */
export function LoadingOverlay({ text }: LoadingOverlayProps) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-white/75 backdrop-blur-sm"
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-lg ring-1 ring-slate-200">
        <span
          className="size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          aria-hidden="true"
        />
        <p className="font-semibold text-slate-800">{text ?? t('common.loading')}</p>
      </div>
    </div>
  );
}
