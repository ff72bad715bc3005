import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * An icon: decorative unless given a title; 1em square so it follows the text size. Features draw their own icons
 * with it.
 */
export function icon(paths: ReactNode, options: { filled?: boolean; mirrored?: boolean } = {}) {
  function Icon({ title, className = '', ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        className={`${options.mirrored ? 'rtl:-scale-x-100 ' : ''}shrink-0 ${className}`}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  return Icon;
}

export const IconPhone = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
export const IconMail = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const IconClock = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const IconMapPin = icon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const IconBell = icon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </>,
);
export const IconMenu = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const IconClose = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const IconUser = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const IconUsers = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21a8 8 0 0 1 16 0M16 4a4 4 0 0 1 0 8M19 14.5a8 8 0 0 1 4 6.5" />
  </>,
);
export const IconWallet = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M6 6l10-3 1 3" />
  </>,
);
export const IconHome = icon(<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const IconTicket = icon(
  <>
    <path d="M3 9V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6z" />
    <path d="M14 5v2M14 11v2M14 17v2" />
  </>,
);
export const IconChart = icon(<path d="M3 3v18h18M7 15l4-4 3 3 5-6" />);
export const IconGrid = icon(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </>,
);
export const IconChevronDown = icon(<path d="m6 9 6 6 6-6" />);
/** Points forward in the reading direction (right, or left in Arabic). */
export const IconChevron = icon(<path d="m9 6 6 6-6 6" />, { mirrored: true });
export const IconCalendar = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const IconArrow = icon(<path d="M5 12h14M13 6l6 6-6 6" />, { mirrored: true });
export const IconLogout = icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />, {
  mirrored: true,
});
export const IconDownload = icon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const IconCheck = icon(<path d="m5 12 5 5 9-10" />);
export const IconAlert = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
);

// Services
export const IconPlane = icon(
  <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />,
);
export const IconPassport = icon(
  <>
    <rect x="5" y="2" width="14" height="20" rx="2" />
    <circle cx="12" cy="10" r="3" />
    <path d="M9 17h6" />
  </>,
);
export const IconBed = icon(
  <>
    <path d="M2 20V6M2 16h20M22 20v-7a3 3 0 0 0-3-3h-8v6" />
    <circle cx="6.5" cy="12.5" r="2" />
  </>,
);
export const IconSuitcase = icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
);
export const IconCar = icon(
  <>
    <path d="M3 17v-5l2-5a2 2 0 0 1 1.9-1.4h10.2A2 2 0 0 1 19 7l2 5v5zM3 12h18M6 17v2M18 17v2" />
    <circle cx="7.5" cy="14.5" r="1" />
    <circle cx="16.5" cy="14.5" r="1" />
  </>,
);
export const IconShip = icon(<path d="M2 20c2 1 4 1 6 0s4-1 6 0 4 1 6 0M4 17l-1-5h18l-2 5M12 12V3l5 4h-5" />);
export const IconShield = icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />);
export const IconFlag = icon(<path d="M4 22V4M4 4h13l-2.5 4L17 12H4" />);
export const IconGraduation = icon(<path d="M22 10 12 5 2 10l10 5zM6 12v5c3 2 9 2 12 0v-5M22 10v6" />);
export const IconMedical = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v10M7 12h10" />
  </>,
);

// Benefits
export const IconHeadset = icon(
  <path d="M3 14v-3a9 9 0 0 1 18 0v3M21 14v3a2 2 0 0 1-2 2h-2v-6h4M3 14h4v6H5a2 2 0 0 1-2-2z" />,
);
export const IconTag = icon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const IconGlobe = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" />
  </>,
);
export const IconStar = icon(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />);

// Social networks
export const IconFacebook = icon(
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  { filled: true },
);
export const IconInstagram = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r=".5" />
  </>,
);
export const IconX = icon(<path d="M4 4h4l4.5 6L17.5 4H20l-6.3 7.5L20.5 20h-4l-4.9-6.4L10 15.6 6.3 20H3.6l6.8-8z" />, {
  filled: true,
});
export const IconYoutube = icon(
  <>
    <rect x="2" y="5.5" width="20" height="13" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </>,
);
export const IconTelegram = icon(
  <path d="M21.5 4.5 2.5 11.8c-.8.3-.8 1.4 0 1.7l4.8 1.6 1.8 5.6c.2.6 1 .8 1.4.3l2.6-2.5 4.9 3.6c.6.4 1.4.1 1.6-.6l3.2-15.4c.2-.8-.6-1.4-1.3-1.1zM7.3 15.1l10.2-7.6" />,
);
export const IconWhatsapp = icon(
  <path d="M3 21l1.6-4.8A9 9 0 1 1 8 19.5zM9 9.5c.3 2 2.5 4.3 5 5l1.3-1.3-2-1-1 .8c-.9-.4-1.6-1.1-2-2l.8-1-1-2z" />,
);
export const IconMinus = icon(<path d="M5 12h14" />);
export const IconPlus = icon(<path d="M12 5v14M5 12h14" />);
export const IconFilter = icon(<path d="M3 5h18l-7 8v6l-4 2v-8z" />);
