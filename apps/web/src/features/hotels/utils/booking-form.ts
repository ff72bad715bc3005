import { z } from 'zod';
import { HotelBookingBodySchema, type HotelSelection } from '@portal/contracts/hotels';
import { stayQuery } from './search-form';

/** The booking form: the contract's own guest schemas, so the form and the API give the same messages. */
export const BookingFormSchema = z.object({
  lead_guest: HotelBookingBodySchema.shape.lead_guest,
  rooms: HotelBookingBodySchema.shape.rooms,
  special_requests: z.string().trim().max(500),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
});
export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormOutput = z.output<typeof BookingFormSchema>;

/** Empty names for the lead guest and for every adult and child of each room, in the selection's numbers. */
export function bookingDefaults(selection: HotelSelection): BookingFormInput {
  return {
    lead_guest: { first_name: '', last_name: '', email: '', phone: '', nationality: selection.nationality },
    rooms: selection.rooms.map((room) => ({
      guests: [
        ...Array.from({ length: room.adults }, () => ({ type: 'adult' as const, first_name: '', last_name: '' })),
        ...room.children_ages.map(() => ({ type: 'child' as const, first_name: '', last_name: '' })),
      ],
    })),
    special_requests: '',
    terms_accepted: false as unknown as true,
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

/** Problems with the payment: shown at the payment choice, with the wallets read again. */
export const PAYMENT_PROBLEMS: readonly string[] = [
  'insufficient_funds',
  'spending_limit_exceeded',
  'hold_unavailable',
  'permission_denied_wallet',
  'unknown_currency',
];

/** Server fields that belong to one of the form's inputs (the rest are shown above the button). */
export function isFormField(field: string): boolean {
  return /^(lead_guest|rooms|special_requests|terms_accepted)/.test(field) && !/^rooms(\.\d+\.guests)?$/.test(field);
}
