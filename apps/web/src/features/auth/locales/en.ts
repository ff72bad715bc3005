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

/** Forgot password, the new-password page and the change of password, English; merged under `password`. */
export const passwordEn = {
  forgot_title: 'Forgot your password?',
  forgot_lead: 'Enter the email of your account. We will send you a link to choose a new password.',
  send_link: 'Send me the link',
  sending: 'Sending…',
  sent_title: 'Check your mailbox',
  sent: 'If an account uses {{email}}, a link to choose a new password is on its way. It works once, for 30 minutes. No mail? Look in your spam folder, or ask again.',
  back_to_login: 'Back to log in',
  reset_title: 'Choose a new password',
  reset_lead: 'Choosing a new password logs you out on every device.',
  new_password: 'New password',
  save: 'Save the new password',
  saving: 'Saving…',
  saved_title: 'Your password is changed',
  saved: 'Log in with your new password.',
  link_incomplete: 'This link is incomplete. Open the link from the mail again, or ask for a new one.',
  ask_again: 'Ask for a new link',
  change_title: 'Change your password',
  change_lead: 'Your other devices are logged out; this one stays logged in.',
  current_password: 'Current password',
  changed: 'Your password is changed.',
};
