/**
 * Stable error codes of the API. Each maps to one HTTP status (here) and one translated message
 * (`messages.ts`, same key).
 */
export const ERROR_STATUS = {
  validation_failed: 400, // a body, query or path parameter failed its contract
  malformed_body: 400, // the body is not valid JSON
  malformed_url: 400, // the address has percent-escapes that are not valid UTF-8
  idempotency_key_invalid: 400, // Idempotency-Key header present but malformed
  unauthenticated: 401, // no token, or an expired or revoked one
  invalid_credentials: 401, // login with a wrong email or password
  account_inactive: 403, // the user or its account was deactivated
  forbidden: 403, // the role or the sub-user's permissions do not allow the action
  permission_denied_book: 403, // sub-user without the book permission
  permission_denied_wallet: 403, // sub-user without the wallet permission
  sub_user_limit: 403, // a sub-user tried to manage users
  agency_only: 403, // sub-users, markup and branding: only for an agency staff approved (decision 074)
  not_found: 404, // no such record, or not one the caller may see
  route_not_found: 404, // unknown /api path
  booking_not_found: 404, // no such booking, or one the caller may not see
  email_taken: 409, // register or create sub-user with an email already in use
  idempotency_in_flight: 409, // same Idempotency-Key while the first request still runs
  transaction_conflict: 409, // the database broke a deadlock or serialization conflict; the same request may be retried
  body_too_large: 413, // body over the limit
  unsupported_media_type: 415, // content type not accepted
  idempotency_key_reused: 422, // same Idempotency-Key with another payload
  transfer_conflict: 422, // a ledger transfer id is already recorded with other content (a retry priced differently)
  insufficient_funds: 422, // a debit larger than the available balance
  spending_limit_exceeded: 422, // a sub-user's monthly limit would be passed
  unknown_currency: 422, // currency code not configured
  same_currency: 422, // exchange between one currency and itself
  hold_expired: 422, // paying a hold after its deadline
  hold_resolved: 409, // a hold already paid or released
  offer_expired: 410, // a search session or priced offer past its expiry
  offer_unavailable: 409, // the fare or flight sold out since the search
  price_changed: 409, // re-pricing found another price; the client must accept it
  seats_unavailable: 409, // a conditional seat decrement found too few seats
  unknown_airport: 422, // an airport code the network does not serve
  date_in_past: 422, // a travel date before today
  not_cancellable: 409, // cancelling a booking in a status or time that allows no cancellation
  not_pending: 409, // deciding a top-up or an agency application that is no longer pending
  not_payable: 409, // paying a booking that is not held (paid, expired, cancelled)
  refund_changed: 409, // the cancellation quote changed since the customer saw it
  rate_changed: 409, // an exchange's credit at today's rate differs from the one the user accepted
  hold_unavailable: 422, // a hold asked for a fare or date that allows none
  upload_invalid: 422, // an upload that is not a JPEG, PNG or WebP image up to 5 MB
  image_too_large: 422, // an image whose declared size is over the pixel limit (refused before decoding)
  upload_unusable: 422, // a booking names an image id that is not the account's upload for that document
  hotel_not_found: 404, // no such hotel (or it is no longer sold)
  unknown_destination: 422, // a hotel search for a city or hotel slug the supplier does not know
  rooms_unavailable: 409, // a room type sold out on a night of the stay since the search
  car_not_found: 404, // no such car offer (or it is no longer rented out)
  cars_unavailable: 409, // the model's fleet at the office is taken on a day of the rental
  rate_selection_expired: 410, // a hotel booking's refId past its expiry (or never made)
  insurance_plan_not_found: 404, // no such insurance plan (or it is no longer sold)
  insurance_not_applicable: 422, // an insurance plan asked for a trip it does not apply to (the traveller's own country)
  tour_not_found: 404, // no such tour package (or it is no longer sold)
  unknown_tour_city: 422, // a package search from or to a city slug no package serves
  departure_unavailable: 409, // a departure that has left, is closing or is no longer sold
  departure_full: 409, // fewer places left on the departure than travellers
  waitlist_places_left: 409, // joining the waitlist of a category with places left: book them instead
  waitlist_already_on: 409, // joining a waitlist the user is already waiting or offered on
  waitlist_nothing_to_offer: 409, // staff offering a category's places left when no one waiting fits them (decision 140)
  waitlist_not_found: 404, // no such waitlist entry of the user's, or it has ended
  departure_selection_expired: 410, // a departure's refId past its expiry (or never made)
  visa_not_found: 404, // no such visa product (or it is no longer sold)
  application_transition: 409, // an application status change its pipeline does not allow from its current status
  application_unpaid: 409, // staff deciding an application whose booking is still an unpaid hold
  uguide_not_found: 404, // no such study programme (or it is no longer offered)
  conference_not_found: 404, // no such medical conference (or it is no longer sold)
  unknown_specialty: 422, // a conference search for a specialty slug or country no conference has
  cruise_not_found: 404, // no such cruise (or it is no longer sold)
  unknown_cruise_search: 422, // a cruise search from a port, to a region or for a duration no cruise has, or dates in the wrong order
  // back office
  insurance_plan_exists: 409, // adding an insurance plan whose code exists
  invalid_transition: 409, // a booking status change the status model does not allow from its current status
  currency_exists: 409, // adding a currency whose code is already configured
  base_currency_fixed: 422, // changing the rate of IQD (the base, always 1) or deactivating it
  self_action: 409, // staff deactivating themselves or changing their own role
  carrier_exists: 409, // adding a carrier whose code exists
  schedule_exists: 409, // adding a flight whose carrier and number exist
  hotel_exists: 409, // adding a hotel whose slug exists
  room_type_exists: 409, // adding a room type whose code the hotel already has
  capacity_below_sold: 422, // a flight date's seats or a hotel night's rooms set below those already sold
  airport_exists: 409, // adding an airport whose code exists
  destination_exists: 409, // adding a hotel destination whose slug exists
  reset_link_invalid: 400, // a password-reset link that is unknown, used, expired or for a deactivated user
  current_password_wrong: 400, // changing the password with a wrong current one
  email_unchanged: 422, // a change of e-mail to the address the user already has
  email_link_invalid: 400, // a change-of-e-mail link that is unknown, used, expired, or whose address was taken since
  mail_not_failed: 409, // sending again a queued mail that has not failed (it is queued, being sent or sent)
  too_many_requests: 429, // rate limit hit; Retry-After says when to retry
  too_many_uploads: 429, // a user's uploads over their limit; Retry-After says when to retry
  internal_error: 500, // anything unexpected; details only in the log
  service_unavailable: 503, // database not ready or shutting down
  guide_not_found: 404, // no such tour guide (or they no longer take bookings)
  guide_unavailable: 409, // the guide was booked by someone else on a day of the trip since it was shown
  guide_day_booked: 422, // staff closing a guide's day that a booking holds
  cars_below_rented: 422, // staff setting a day's number of cars below the cars rented that day (decision 140)
  document_renderer_unavailable: 503, // the PDF renderer (headless Chromium) is not installed or not running
  document_renderer_busy: 503, // too many documents waiting to be rendered; Retry-After says when to retry
  document_link_invalid: 404, // a shared document link that is unknown, expired or revoked
  fleet_below_rented: 422, // staff lowering a car offer's fleet below the cars rented on a day to come
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
