import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import type { DocumentView } from '@portal/contracts/documents';
import { dirOf, isLang, type Lang } from '@portal/contracts/i18n';
import { parsePath } from '@portal/contracts/routes';
import { Button } from '../../components/ui/button';
import { IconDownload } from '../../components/ui/icons';
import { Placeholder } from '../../components/ui/placeholder';
import { ServiceBookingView, useBookingViews } from '../../kit/bookings/booking-views';
import { BookingDocument } from '../../kit/bookings/document-parts';
import { downloadSharedPdf, getDocumentView } from '../../kit/documents/api';
import { DocumentVerifyContext } from '../../kit/documents/document-verify';
import type { DocumentViewProps } from '../../kit/service-module';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { initI18n, loadDictionaries, useLang } from '../../lib/i18n';
import { StatementDocument } from '../../features/wallet/components/statement-document';
import { TopupReceipt } from '../../features/wallet/components/topup-receipt';
import { preloadServiceView } from '../service-views';
import '../../components/ui/print-document.css';

/** A service without a document of its own (an application) gets a confirmation around its printed summary. */
function ConfirmationDocument({ booking, ...copy }: DocumentViewProps & { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <BookingDocument
      booking={booking}
      {...copy}
      title={t('documents.confirmation')}
      header={
        <p className="text-slate-700">
          {t('bookings.detail.reference')}{' '}
          <bdi dir="ltr" className="font-mono font-semibold">
            {booking.reference}
          </bdi>
        </p>
      }
      footer={<p>{t(`bookings.status.${booking.status}`)}</p>}
    >
      <ServiceBookingView booking={booking} kind="summary" variant="print" />
    </BookingDocument>
  );
}

async function imagesLoaded(root: HTMLElement): Promise<void> {
  await Promise.all(
    Array.from(root.querySelectorAll('img'), (img) =>
      img.complete ? Promise.resolve() : img.decode().catch(() => {}),
    ),
  );
}

/** Opens the document, then its language's texts and its service's view, before anything is shown. */
async function openDocument(token: string, lang: Lang, signal: AbortSignal): Promise<DocumentView> {
  const view = await getDocumentView(token, lang, signal);
  await initI18n(view.lang);
  if (view.kind !== 'booking') {
    await loadDictionaries(['my_wallet', 'documents'], view.lang);
    return view;
  }
  await loadDictionaries(['bookings', 'documents'], view.lang);
  await (preloadServiceView(view.booking.service, 'document') ?? preloadServiceView(view.booking.service, 'summary'));
  return view;
}

/**
 * `/documents/{token}` (decisions 136, 137): one document alone on the page, the same view the booking's print
 * button prints, with its QR code. The server's headless browser opens it with a one-minute token and prints it to
 * PDF (`html[data-document-ready]` tells it when); a shared link opens it in the reader's language for 7 days,
 * with passport numbers masked and a button that downloads the server's PDF.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const uiLang = useLang();
  const location = useLocation();
  const token = parsePath('document.view', location.pathname)?.token ?? '';
  const asked = new URLSearchParams(location.searchStr).get('lang');
  const lang = asked && isLang(asked) ? asked : uiLang;
  const ref = useRef<HTMLDivElement>(null);
  const document_ = useQuery({
    queryKey: ['document-view', token, lang],
    queryFn: ({ signal }) => openDocument(token, lang, signal),
    retry: false,
    staleTime: Infinity,
  });
  const views = useBookingViews();

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.printing = 'true';
    root.dataset.documentPage = 'true';
    return () => {
      delete root.dataset.printing;
      delete root.dataset.documentPage;
      delete root.dataset.documentReady;
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    if (document_.isError) {
      root.dataset.documentReady =
        document_.error instanceof ApiError && document_.error.status === 404 ? 'missing' : 'failed';
      return;
    }
    if (!document_.data) return;
    document.title = document_.data.file_name.replace(/\.pdf$/, '');
    let cancelled = false;
    void (async () => {
      await document.fonts?.ready;
      if (ref.current) await imagesLoaded(ref.current);
      if (!cancelled) root.dataset.documentReady = 'true';
    })();
    return () => {
      cancelled = true;
    };
  }, [document_.data, document_.isError, document_.error]);

  const view = document_.data;
  const serviceDocument = view?.kind === 'booking' ? views.document(view.booking.service) : null;
  const Document: ComponentType<DocumentViewProps & { booking: Booking }> =
    serviceDocument?.view ?? ConfirmationDocument;

  let content: ReactNode = null;
  if (view?.kind === 'statement')
    content = <StatementDocument statement={view.statement} accountName={view.account_name} />;
  else if (view?.kind === 'topup') content = <TopupReceipt topup={view.topup} accountName={view.account_name} />;
  else if (view?.kind === 'booking')
    content = (
      <Document
        booking={view.booking}
        copy={view.copy}
        branding={view.branding ? { settings: view.branding.settings, logoUrl: view.branding.logo } : undefined}
        accountName={view.account_name}
      />
    );

  return createPortal(
    <div
      className="print-doc doc-page font-sans text-slate-900"
      lang={view?.lang}
      dir={view ? dirOf(view.lang) : undefined}
    >
      {document_.isPending ? (
        <Placeholder height="40rem" />
      ) : document_.isError ? (
        <div className="doc-sheet text-center" data-testid="document-missing">
          <h1 className="text-xl font-semibold">{t('documents.missing_title')}</h1>
          <p className="mt-2 text-slate-700">
            {document_.error instanceof ApiError && document_.error.status === 404
              ? t('documents.missing_text')
              : errorMessage(document_.error, t)}
          </p>
        </div>
      ) : view ? (
        <>
          {view.kind === 'booking' && view.shared ? (
            <div className="doc-toolbar mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">{t('documents.shared_note')}</p>
              <Button onClick={() => void downloadSharedPdf(token, view.lang, view.file_name)}>
                <IconDownload />
                {t('documents.download_pdf')}
              </Button>
            </div>
          ) : null}
          <div ref={ref} className="doc-sheet bg-white" data-testid="document-view">
            <DocumentVerifyContext value={{ verify: view.verify, caption: t('documents.verify_caption') }}>
              <Suspense fallback={null}>{content}</Suspense>
            </DocumentVerifyContext>
          </div>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
