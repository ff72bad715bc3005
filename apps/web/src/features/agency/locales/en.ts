/** Agency branding and markup, English; merged into the dictionaries under `agency`. */
export const agencyEn = {
  title: 'Branding and markup',
  lead: 'Your logo, contact line and prices on the documents you print for your customers. Your wallet always pays the net price.',
  logo: 'Logo',
  logo_hint:
    'PNG or WebP (a transparent background stays transparent) or JPEG, up to 5 MB; shown on your customers’ itineraries, vouchers and quotes.',
  logo_preview: 'Your logo',
  no_logo: 'No logo yet',
  remove_logo: 'Remove logo',
  contact_line: 'Contact line',
  contact_line_hint: 'For example your name, phone and address, printed on customer copies (up to 200 characters).',
  mail_customers: 'Mail my customers their confirmation and cancellation under my agency’s name',
  mail_customers_hint:
    'Sent to the booking’s contact address with your logo, name and contact line and the customer copy of the document; answers come to you.',
  markups_title: 'Markup per service',
  markups_lead: 'Added to the net price on customer copies and quotes. Reports show net, markup and gross.',
  types: { none: 'No markup', percent: 'Percentage', fixed: 'Fixed amount' },
  percent: 'Percent of net price',
  fixed_amounts: 'Amount per booking, by payment currency',
  fixed_hint: 'Leave a currency empty for no markup in it.',
  save: 'Save branding and markup',
  saving: 'Saving…',
  saved: 'Saved. New bookings and printed copies use these settings.',
};
