import { icon } from '../../../components/ui/icons';

/** Decorative 1em icons of the hotel screens. */
export const IconStarFilled = icon(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />, {
  filled: true,
});
export const IconCheckCircle = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const IconPin = icon(
  <>
    <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const IconUsersSmall = icon(
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c.6-3.4 3-5.5 6-5.5s5.4 2.1 6 5.5M16 4.5a3 3 0 0 1 0 6M18 14.8c1.6.7 2.7 2.4 3 5.2" />
  </>,
);
