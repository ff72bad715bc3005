import { icon } from '../../../components/ui/icons';

/** Decorative 1em icons of the flight screens; `mirrored` ones point the reading way in Arabic. */
export const IconSwap = icon(<path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />);
/** A plane flying in the reading direction (to the right, or to the left in Arabic). */
export const IconPlaneRight = icon(
  <path d="M2.5 12.5 9 12l3.5-7h2l-2 7 5.5-.5 2-2.5h1.5l-1 3.5 1 3.5H20l-2-2.5-5.5-.5 2 7h-2L9 13l-6.5-.5z" />,
  { mirrored: true },
);
export const IconBag = icon(
  <>
    <rect x="5" y="7" width="14" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M9 11v5M15 11v5" />
  </>,
);
export const IconSeat = icon(<path d="M7 3v9a2 2 0 0 0 2 2h7l2 6M7 14l-1 6M10 14v-3h6" />);
export const IconRefund = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />);
