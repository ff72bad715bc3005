import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dirOf, type Lang } from '@portal/contracts/i18n';
import './print-document.css';

export interface PrintDocumentProps {
  lang: Lang;
  /** Becomes the suggested file name when the user saves the print as PDF. */
  title: string;
  children: ReactNode;
  /** The print dialog was closed (printed, saved or cancelled). */
  onDone: () => void;
}

async function imagesLoaded(root: HTMLElement): Promise<void> {
  await Promise.all(
    Array.from(root.querySelectorAll('img'), (img) =>
      img.complete ? Promise.resolve() : img.decode().catch(() => {}),
    ),
  );
}

/**
 * A document printed from the browser (decision 028): rendered beside the app, shown alone while printing,
 * in the interface language and direction with the app's self-hosted fonts. The browser's print dialog offers
 * "Save as PDF", so the PDF is exactly this page, with Arabic shaped by the browser.
 */
export function PrintDocument({ lang, title, children, onDone }: PrintDocumentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const root = document.documentElement;
    const previousTitle = document.title;
    let cancelled = false;
    root.dataset.printing = 'true';
    document.title = title;
    const handleAfterPrint = () => onDoneRef.current();
    window.addEventListener('afterprint', handleAfterPrint);
    void (async () => {
      await document.fonts?.ready;
      if (ref.current) await imagesLoaded(ref.current);
      if (!cancelled) window.print();
    })();
    return () => {
      cancelled = true;
      window.removeEventListener('afterprint', handleAfterPrint);
      delete root.dataset.printing;
      document.title = previousTitle;
    };
  }, [title]);

  return createPortal(
    <div
      ref={ref}
      className="print-doc bg-white font-sans text-slate-900"
      lang={lang}
      dir={dirOf(lang)}
      data-testid="print-document"
    >
      {children}
    </div>,
    document.body,
  );
}
