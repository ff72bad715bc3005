import { createContext, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { Booking } from '@portal/contracts/bookings';
import type { Service } from '@portal/contracts/services';
import type { DocumentViewProps, ServiceDocument } from '../service-module';

/** The kinds of view a service gives of its bookings (kit/service-module.ts's `ServiceViews`). */
export type BookingViewKind = 'success' | 'summary' | 'priceBreakdown' | 'desk';

/** A service's view of one of its bookings, ready to render (loaded at once, or lazily). */
// The service's own views take that service's booking; the registry hands them the booking of that service.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBookingView = ComponentType<{ booking: Booking } & any>;

/**
 * Every service's views of its bookings, as the app assembles them from the services' modules (decision 063):
 * the screens that show a booking (My Bookings, the desk, the confirmation) ask it for the booking's service's
 * view, so they name no service themselves and import no service's feature.
 */
export interface BookingViews {
  view(service: Service, kind: BookingViewKind): AnyBookingView | null;
  /** The desk view's heading (an i18n key of the service's texts). */
  deskTitle(service: Service): string | null;
  document(
    service: Service,
  ): (Omit<ServiceDocument, 'load'> & { view: ComponentType<DocumentViewProps & { booking: Booking }> }) | null;
}

export const BookingViewsContext = createContext<BookingViews>({
  view: () => null,
  deskTitle: () => null,
  document: () => null,
});

export function useBookingViews(): BookingViews {
  return use(BookingViewsContext);
}

export interface ServiceBookingViewProps {
  booking: Booking;
  kind: BookingViewKind;
  /** While the view loads. */
  fallback?: ReactNode;
  /** When the booking's service has no such view. */
  otherwise?: ReactNode;
  [prop: string]: unknown;
}

/** The booking's service's view of it (`kind`), in a Suspense boundary; `otherwise` when it has none. */
export function ServiceBookingView({
  booking,
  kind,
  fallback = null,
  otherwise = null,
  ...props
}: ServiceBookingViewProps) {
  const View = useBookingViews().view(booking.service, kind);
  if (!View) return otherwise;
  return (
    <Suspense fallback={fallback}>
      {/* The registry hands out one component per service and kind, made once, not during this render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <View booking={booking} {...props} />
    </Suspense>
  );
}
