import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@portal/contracts/admin-bookings';
import { Alert } from '../../../../components/ui/alert';
import { deskBookingQuery } from '../../api/bookings';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { BOOKING_TONE, StatusPill } from '../common/status-pill';
import { ServiceBookingView, useBookingViews } from '../../../../kit/bookings/booking-views';
import { BookingFacts, Documents, History, Travellers } from './booking-facts';
import { CancelForCustomer, MarkFailed, PayHold } from './desk-actions';
import { FulfilForm } from './fulfil-form';
import { NotesPanel } from './notes-panel';

function BookingDesk({
  detail,
  onChange,
}: {
  detail: AdminBooking;
  onChange: (next: AdminBooking, notice?: string) => void;
}) {
  const { t } = useAdminText();
  const { i18n } = useTranslation();
  const { booking } = detail;
  const deskTitle = useBookingViews().deskTitle(booking.service);
  const cancellable = booking.status === 'held' || booking.status === 'confirmed';
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <Panel title={t('desk.summary')}>
          <BookingFacts detail={detail} />
        </Panel>
        {deskTitle ? (
          // What was booked, as the booking's service shows it to the desk (its own texts).
          <Panel title={i18n.t(deskTitle as never)}>
            <ServiceBookingView booking={booking} kind="desk" />
          </Panel>
        ) : null}
        <Panel title={t('desk.travellers')}>
          <Travellers detail={detail} />
        </Panel>
        <Panel title={t('documents.title')}>
          <Documents detail={detail} />
        </Panel>
        <Panel title={t('desk.history')}>
          <History detail={detail} />
        </Panel>
      </div>
      <div className="min-w-0 space-y-6">
        {booking.status === 'held' ? (
          <Panel title={t('pay.title')}>
            <PayHold detail={detail} onDone={(next) => onChange(next, t('pay.done'))} />
          </Panel>
        ) : null}
        {detail.transitions.includes('fulfilled') ? (
          <Panel title={t(`fulfil.title.${detail.document_kind}`)}>
            <FulfilForm detail={detail} onDone={(next) => onChange(next, t('fulfil.done'))} />
          </Panel>
        ) : booking.status === 'held' ? (
          <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            {t('fulfil.pay_first')}
          </p>
        ) : null}
        {detail.transitions.includes('failed') ? (
          <Panel title={t('fail.title')}>
            <MarkFailed detail={detail} onDone={(next) => onChange(next, t('fail.done'))} />
          </Panel>
        ) : null}
        {cancellable ? (
          <Panel title={t('cancel.title')}>
            <CancelForCustomer detail={detail} onDone={(next) => onChange(next, t('cancel.done'))} />
          </Panel>
        ) : null}
        <Panel title={t('notes.title')}>
          <NotesPanel detail={detail} onDone={(next) => onChange(next)} />
        </Panel>
      </div>
    </div>
  );
}

/** One booking on the desk: facts, travellers, documents and history; the actions its status allows; notes. */
export function BookingDeskScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const { bookingId } = useParams({ strict: false }) as { bookingId: string };
  const query = useQuery(deskBookingQuery(bookingId));
  const [notice, setNotice] = useState<string | null>(null);
  const booking = query.data?.booking;
  return (
    <>
      <AdminHeading
        title={booking ? t('desk.detail_title', { reference: booking.reference }) : t('desk.title')}
        lead={
          booking ? (
            <StatusPill tone={BOOKING_TONE[booking.status] ?? 'grey'}>
              {t(`booking_status.${booking.status}`)}
            </StatusPill>
          ) : undefined
        }
        actions={
          <Link to="/admin/bookings" className="font-semibold text-brand-700 underline">
            {t('desk.back')}
          </Link>
        }
      />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <QueryState query={query} height="24rem">
        {(detail) => (
          <BookingDesk
            detail={detail}
            onChange={(next, text) => {
              queryClient.setQueryData(deskBookingQuery(bookingId).queryKey, next);
              void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings', 'list'] });
              void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
              setNotice(text ?? null);
            }}
          />
        )}
      </QueryState>
    </>
  );
}
