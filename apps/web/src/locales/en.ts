/**
 * The English dictionary of the shell (layout, home, sign-in, information pages), and the shape the others
 * follow (see `types.ts`). Features keep their own texts in `features/<name>/locales`, registered in
 * `features.ts` and loaded with the screens that use them (decision 037). Plurals use i18next's suffixes
 * (`_one`, `_other`; Arabic also `_zero`, `_two`, `_few`, `_many`).
 */
export const en = {
  brand: { name: 'Rafidain Travel' },
  common: { loading: 'Loading…', retry: 'Try again' },
  errors: {
    network: 'The connection failed. Check your internet connection and try again.',
    unexpected: 'Something went wrong. Please try again.',
    too_many_requests: 'Too many attempts. Please wait a moment and try again.',
  },
  dropdown: {
    placeholder: 'Type to search',
    no_match: 'No elements found. Consider changing the search query.',
    list_empty: 'List is empty.',
    choose_from_list: 'Choose one from the list',
  },
  /** Shared form widgets (components/ui): the file picker and the date picker. */
  fields: {
    choose_file: 'Choose file',
    change_file: 'Choose another file',
    no_file: 'No file chosen',
    open_calendar: 'Open calendar',
    hijri_of: 'In the Hijri calendar: {{date}}',
  },
  /** Lists in pages (components/ui/pagination): the spec's 'Showing {start} - {end} of {total}'. */
  /** Travellers counted (the search forms, the stay), in the plural forms of each language. */
  travellers: {
    adults_count_one: '{{count}} adult',
    adults_count_other: '{{count}} adults',
    children_count_one: '{{count}} child',
    children_count_other: '{{count}} children',
    infants_count_one: '{{count}} infant',
    infants_count_other: '{{count}} infants',
  },
  pagination: {
    label: 'Pages',
    showing: 'Showing {{start}} - {{end}} of {{total}}',
    page: 'Page {{number}}',
    page_of: 'Page {{page}} of {{pages}}',
    previous: 'Previous',
    next: 'Next',
  },
  preferences: { language: 'Language', currency: 'Currency' },
  layout: {
    agency_pending: 'Your agency {{agency}} is waiting for our review. Until then you book as a traveller.',
    agency_refused: 'Your agency application for {{agency}} was refused: {{reason}}',
    social: 'Social media',
    account: 'My account',
    menu: 'Menu',
    open_menu: 'Open menu',
    close_menu: 'Close menu',
    main_navigation: 'Main navigation',
    pages: 'Pages',
    hotline: 'Call service 24/7',
    call_us: 'Call us at {{phone}}',
    quick_links: 'Quick links',
    skip_to_content: 'Skip to content',
  },
  nav: {
    home: 'Home',
    reports: 'Reports',
    wallet: 'Wallet',
    my_bookings: 'My bookings',
    /** The bottom bar's label: a fifth of a 360 px screen. */
    my_bookings_short: 'My bookings',
    sub_users: 'My users',
    login: 'Log in',
    register: 'Register',
    about: 'About us',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    services: 'Services',
    back_office: 'Back office',
  },
  footer: {
    about: 'Flights, hotels, visas and tour packages for travellers and travel agencies in Iraq.',
    company: 'Company',
    contact: 'Contact',
    hours: 'Mon–Sat 10:00–17:30 · calls answered 24/7',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  search: { tabs_label: 'Search services' },
  /** Each service's home tab: a title and what it offers (its name is the service registry's). */
  services: {
    flight: {
      title: 'Flights to anywhere',
      description:
        'Compare one-way, round-trip, open-return and multi-city fares in economy, business and first class, for adults, children and infants.',
    },
    visa: {
      title: 'Visa services',
      description:
        'Find the visa you need, see the papers required, the rules and the price per person, and apply online.',
    },
    hotel: {
      title: 'Hotels worldwide',
      description:
        'Single, double and deluxe rooms with their amenities, location and review scores, for one room or several.',
    },
    package: {
      title: 'Tour packages',
      description: 'Group tours, Umrah and Hajj programmes with flights, accommodation, transport and guides included.',
    },
    car: {
      title: 'Car rental',
      description: 'Rent a car at your destination and have it ready when you arrive.',
    },
    cruise: {
      title: 'Cruises',
      description: 'Sea voyages chosen by departure port, destination, dates and duration.',
    },
    insurance: {
      title: 'Travel insurance',
      description: 'Cover for medical emergencies and travel mishaps, priced by age, destination and length of stay.',
    },
    guide: {
      title: 'Tour guides',
      description: 'A local guide in the city you visit, booked for the days you need.',
    },
    uguide: {
      title: 'University guides',
      description: 'Help choosing and applying to universities abroad, country by country.',
    },
    conference: {
      title: 'Medical conferences',
      description: 'Registration, travel and stay for medical conferences and congresses.',
    },
  },
  home: {
    hero: {
      title: 'From Iraq to the world, booked in one place',
      lead: 'Flights, hotels, visas and tour packages in Arabic, English or German, with prices in your currency and a call service that answers around the clock.',
    },
    load_failed: 'This section could not be loaded.',
    partners: { title: 'Our partners', lead: 'Airlines, hotel groups and travel companies we work with.' },
    benefits: { title: 'Why book with us' },
    tours: {
      title: 'Top exclusive tours',
      lead: 'Hand-picked trips with a limited number of seats.',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
      departs: 'Departs {{date}}',
      seats_left_one: '{{count}} seat left',
      seats_left_other: '{{count}} seats left',
      per_person: 'per person',
    },
    destinations: { title: 'Popular destinations', lead: 'Where our travellers go most.', from: 'from' },
    app: {
      title: 'Take Rafidain Travel with you',
      text: 'Install the portal on your phone or computer: it opens like an app from your home screen and starts in an instant.',
      points: {
        offline: 'Opens even on a weak connection',
        fast: 'Starts in an instant',
        home_screen: 'An icon on your home screen',
        space: 'Takes almost no space',
      },
      install: 'Install the app',
      installed: 'Installed on this device',
      how_to: 'To install it, open your browser menu and choose “Install app” or “Add to Home Screen”.',
      android: 'Get it on Google Play',
      ios: 'Download on the App Store',
    },
  },
  auth: {
    email: 'Email',
    password: 'Password',
    remember_me: 'Remember me',
    login: 'Log in',
    logging_in: 'Logging in…',
    logout: 'Log out',
    logging_out: 'Logging out…',
    name: 'Full name',
    password_hint: 'At least 8 characters.',
    password_confirmation: 'Confirm password',
    create_account: 'Create account',
    registering: 'Creating your account…',
    login_title: 'Log in',
    login_lead: 'Welcome back. Log in to see your bookings, wallet and reports.',
    no_account: 'New to Rafidain Travel?',
    register_title: 'Create your account',
    register_lead: 'Register to book, pay from your wallet and manage your trips.',
    have_account: 'Already have an account?',
  },
  wallet: {
    title: 'My wallet',
    lead: 'Your balance in each currency.',
    balances: 'Wallet balances',
    available: 'Available',
    held: '{{amount}} held for unpaid bookings',
    none: 'You have no wallets yet.',
    unavailable: 'Your balances could not be loaded. Please try again later.',
    not_shown:
      'Your agency has not given you sight of its wallets. You can still pay from them where it allows you to.',
  },
  contact: {
    title: 'Contact us',
    lead: 'Our office in Baghdad and our call service, open around the clock, are here to help.',
    office: 'Our office',
    address: 'Address',
    phone: 'Phone',
    hotline: '24/7 line:',
    email: 'Email',
    hours: 'Opening hours',
    /** Built from the structured hours when site settings have no label for this language. */
    days_range: '{{from}}–{{to}}',
    hours_value: '{{days}} {{opens}}–{{closes}}',
    open_map: 'Open in map',
    unavailable: 'Not available right now',
    form_title: 'Send us a message',
    name: 'Your name',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
  },
  privacy: { contents: 'Contents' },
  not_found: {
    title: 'Page not found',
    text: 'The link may be mistyped or out of date. Check the address or start again from the home page.',
    home: 'Back to the home page',
  },
  route_error: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again.',
  },
  account_screens: {
    reports: 'Reports',
    'sub-users': 'My users',
    'register-sub-user': 'Register a sub-user',
  },
  service_screens: {
    flight: { search: 'Flight search results', booking: 'Flight booking' },
    booking: { success: 'Booking confirmation' },
    hotel: { search: 'Hotel search results', 'room-details': 'Hotel details', booking: 'Hotel booking' },
    visa: { search: 'Visa search results', details: 'Visa details', booking: 'Visa application' },
    tour: { search: 'Tour package search results', details: 'Tour package details', booking: 'Tour package booking' },
    cars: { search: 'Car rental search results', details: 'Car details' },
    cruise: { search: 'Cruise search results', details: 'Cruise details', book: 'Cruise booking' },
    insurance: { search: 'Travel insurance search results', details: 'Insurance details', book: 'Insurance booking' },
    guide: { search: 'Tour guide search results', details: 'Tour guide details', book: 'Tour guide booking' },
    uguide: {
      search: 'Study programmes abroad',
      details: 'Study programme',
      book: 'Application to a programme',
    },
    conference: {
      search: 'Medical conference search results',
      details: 'Medical conference details',
      book: 'Medical conference registration',
    },
  },
};
