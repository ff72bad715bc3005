/** The notifications page's texts (decision 131); the bell's own are in the main dictionary. */
export const noticesEn = {
  title: 'Notifications',
  lead: 'What happened to your bookings, top-ups and applications. Each one was also sent to you by e-mail.',
  none: 'Nothing yet. When a booking is confirmed, a hold ends or a top-up is decided, you will find it here.',
  by: 'Booked by {{name}}',
  open: 'Open',
  unread: 'New',
};
