import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { HotelBookingBodySchema, type HotelSelection } from '@portal/contracts/hotels';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';
import { stayQuery } from './search-form';

/** The booking form: the contract's own guest schemas, so the form and the API give the same messages. */
export const BookingFormSchema = z.object({
  lead_guest: HotelBookingBodySchema.shape.lead_guest,
  rooms: HotelBookingBodySchema.shape.rooms,
  special_requests: z.string().trim().max(500),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormOutput = z.output<typeof BookingFormSchema>;

/**
 * Empty names for the lead guest and for every adult and child of each room, in the selection's numbers; the
 * lead guest's e-mail is the signed-in user's until changed.
 */
export function bookingDefaults(selection: HotelSelection, email = ''): BookingFormInput {
  return {
    lead_guest: { first_name: '', last_name: '', email, phone: '', nationality: selection.nationality },
    rooms: selection.rooms.map((room) => ({
      guests: [
        ...Array.from({ length: room.adults }, () => ({ type: 'adult' as const, first_name: '', last_name: '' })),
        ...room.children_ages.map(() => ({ type: 'child' as const, first_name: '', last_name: '' })),
      ],
    })),
    special_requests: '',
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as BookingFormInput['payment'],
  };
}

/** The hotel's rooms for the same stay: where a guest chooses again when the rooms are gone. */
export function backToRooms(selection: HotelSelection): string {
  return `/hotel-room-details/${selection.hotel.id}${stayQuery({
    checkIn: selection.check_in,
    checkOut: selection.check_out,
    nationality: selection.nationality,
    roomType: 'any',
    rooms: selection.rooms.map((r) => ({ adults: r.adults, childrenAges: r.children_ages, infants: r.infants })),
  })}`;
}

/** The form's field for a server field (the rest are shown above the button). */
export function formFieldOf(field: string): Path<BookingFormInput> | null {
  const own =
    /^(lead_guest|rooms|special_requests|terms_accepted)/.test(field) && !/^rooms(\.\d+\.guests)?$/.test(field);
  return own ? (field as Path<BookingFormInput>) : null;
}
