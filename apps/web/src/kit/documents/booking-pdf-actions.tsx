import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Button } from '../../components/ui/button';
import { IconDownload, IconMail, IconWhatsapp } from '../../components/ui/icons';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { loadDictionaries, useLang } from '../../lib/i18n';
import { downloadBookingPdf, getDocumentShares, revokeDocumentShare, shareDocument } from './api';

/**
 * A booking's document made by the server (decisions 136, 137): one click downloads its PDF in the interface
 * language; WhatsApp and e-mail send a link that opens it for 7 days without logging in, listed below with a
 * button that withdraws it. The page's print buttons stay for printing from the browser.
 */
export function BookingPdfActions({ booking, showLinks = true }: { booking: Booking; showLinks?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const texts = useQuery({
    queryKey: ['dictionaries', 'documents', lang],
    queryFn: () => loadDictionaries(['documents'], lang).then(() => true),
    staleTime: Infinity,
  });
  const sharesKey = ['document-shares', booking.id];
  const shares = useQuery({
    queryKey: sharesKey,
    queryFn: ({ signal }) => getDocumentShares(booking.id, signal),
    enabled: showLinks,
  });
  const [error, setError] = useState<string | null>(null);
  // When the page opened: a link past its end shows without the button that withdraws it.
  const [openedAt] = useState(() => Date.now());
  const download = useMutation({
    mutationFn: () => downloadBookingPdf(booking.id, lang, `${booking.reference}.pdf`),
    onMutate: () => setError(null),
    onError: (e) => setError(errorMessage(e, t)),
  });
  const share = useMutation({
    mutationFn: async (via: 'whatsapp' | 'email') => {
      // Opened at the click, so the browser lets it through; it is sent to WhatsApp once the link is made.
      const opened = via === 'whatsapp' ? window.open('', '_blank') : null;
      try {
        const link = await shareDocument(booking.id, lang);
        const params = { title: t('documents.confirmation'), reference: booking.reference, url: link.url };
        if (via === 'whatsapp') {
          const target = `https://wa.me/?text=${encodeURIComponent(t('documents.share_text', params))}`;
          if (opened) opened.location.href = target;
          else window.location.href = target;
        } else {
          window.location.href = `mailto:?subject=${encodeURIComponent(
            `${params.title} ${booking.reference}`,
          )}&body=${encodeURIComponent(t('documents.share_body', params))}`;
        }
      } catch (e) {
        opened?.close();
        throw e;
      }
    },
    onMutate: () => setError(null),
    onError: (e) => setError(errorMessage(e, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeDocumentShare(booking.id, id),
    onError: (e) => setError(errorMessage(e, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey }),
  });
  if (!texts.data) return null;

  return (
    <div className="space-y-3" data-testid="booking-pdf-actions">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          <IconDownload />
          {download.isPending ? t('documents.preparing') : t('documents.download_pdf')}
        </Button>
        <Button variant="secondary" onClick={() => share.mutate('whatsapp')} disabled={share.isPending}>
          <IconWhatsapp />
          {t('documents.share_whatsapp')}
        </Button>
        <Button variant="secondary" onClick={() => share.mutate('email')} disabled={share.isPending}>
          <IconMail />
          {t('documents.share_email')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error} {download.isError ? t('documents.print_instead') : null}
        </p>
      ) : null}
      {showLinks && shares.data && shares.data.length > 0 ? (
        <section>
          <h3 className="text-sm font-semibold">{t('documents.links_title')}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="document-shares">
            {shares.data.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {link.revoked_at
                    ? t('documents.link_revoked')
                    : t('documents.link_until', { date: formatDateTime(link.expires_at, lang) })}
                </span>
                {!link.revoked_at && Date.parse(link.expires_at) > openedAt ? (
                  <Button variant="ghost" onClick={() => revoke.mutate(link.id)} disabled={revoke.isPending}>
                    {t('documents.revoke')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
