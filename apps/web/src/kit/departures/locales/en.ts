/**
 * The waitlist's texts (decision 132), shared by every departures service's detail page and My Bookings, merged
 * into the dictionaries under `waitlist` and loaded with the screens that show them (decision 037).
 */
export const waitlistEn = {
  join: 'Join the waitlist',
  joining: 'Joining…',
  login: 'Log in to join the waitlist',
  full_note:
    'This departure is full. Join the waitlist: when a place comes back, the first in line is offered it by mail and it is kept for 24 hours.',
  position: 'You are number {{position}} on the waitlist',
  offered: 'Places are kept for you until {{until}}: book them now',
  leave: 'Leave the waitlist',
  leaving: 'Leaving…',
  title: 'My waitlists',
  travellers_one: '{{count}} place',
  travellers_other: '{{count}} places',
  states: {
    waiting: 'Waiting',
    offered: 'Offered to you',
    booked: 'Booked',
    lapsed: 'Offer ended',
    left: 'Left',
  },
  load_failed: 'Your waitlists could not be loaded.',
};
