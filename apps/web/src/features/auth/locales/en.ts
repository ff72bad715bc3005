/** The registration form's account choice and agency part, English; merged into the dictionaries under `register`. */
export const registerEn = {
  account_type: 'I am registering as',
  types: {
    customer: 'A traveller',
    customer_hint: 'Book trips for yourself and your family.',
    agency: 'A travel agency',
    agency_hint: 'Sell to your customers with your own markup and logo, once we have checked your agency.',
  },
  agency_title: 'Your agency',
  agency_lead:
    'We check these details before your agency can add staff, set its markup and print its logo. Until then you can book as a traveller.',
  agency_name: 'Agency name',
  phone: 'Agency phone',
  city: 'City',
  licence_number: 'Trade licence number',
  licence_hint: 'As printed on your trade licence.',
  owner_title: 'The owner’s account',
  owner_lead: 'You sign in with this email and password and manage the agency’s staff.',
  submitted_title: 'Your account is ready',
  submitted:
    'We have received the application of {{agency}}. Our team checks it and writes to {{email}} with the answer. Until then you can search and book as a traveller.',
  start: 'Go to the home page',
};
