import path from 'node:path';
import type { Db } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BookingService } from '../bookings/bookings.service.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { FlightNetwork } from '../flights/builtin/flight-network.service.js';
import type { Waitlist } from '../departures/waitlist.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { SiteSettingsService } from '../site-settings/site-settings.service.js';
import { createAuditLogService } from './audit/audit-log.service.js';
import { createDeskService } from './bookings/desk.service.js';
import { createContentService } from './content/content.service.js';
import { createAdminCurrencyService } from './currencies/admin-currencies.service.js';
import { createDashboardService } from './dashboard/dashboard.service.js';
import { createAirportInventoryService } from './inventory/airports.service.js';
import { createDestinationInventoryService } from './inventory/destinations.service.js';
import { createFlightInventoryService } from './inventory/flight-inventory.service.js';
import { createHotelInventoryService } from './inventory/hotel-inventory.service.js';
import { createDepartureInventoryService } from './inventory/departure-inventory.service.js';
import { createMoneyService } from './money/money.service.js';
import { createOutboxService } from './outbox/outbox.service.js';
import { createPeopleService } from './people/people.service.js';
import { createAgencyApplicationService } from './people/agency-applications.service.js';

export type AdminServices = ReturnType<typeof createAdminServices>;

/** The back office's services, one per area, built on the portal's own services. */
export function createAdminServices(deps: {
  db: Db;
  auth: AuthService;
  ledger: Ledger;
  currencies: CurrencyService;
  bookings: BookingService;
  siteSettings: SiteSettingsService;
  flightNetwork: FlightNetwork;
  /** Drops the flight search's cached results (new seats or fares). */
  invalidateFlightSearch: () => void;
  /** Makes the hotel search read the catalog and the rooms sold again. */
  invalidateHotels: () => void;
  uploadsDir: string;
  privateDir: string;
  /** Whether mail goes out through an SMTP server (else as files in `DATA_DIR/outbox`), and its sender. */
  outbox: { smtp: boolean; from: string };
  /** Where users reach the portal: links in the mails the back office sends. */
  publicUrl: string;
  /** The departures' waitlist, whose lines staff see and move (decision 140). */
  waitlist: Waitlist;
}) {
  const { db } = deps;
  const flightsChanged = () => {
    deps.flightNetwork.invalidate();
    deps.invalidateFlightSearch();
  };
  return {
    money: createMoneyService({ db, ledger: deps.ledger, currencies: deps.currencies }),
    desk: createDeskService({ db, bookings: deps.bookings, privateDir: deps.privateDir }),
    currencies: createAdminCurrencyService({ db, onChange: () => deps.siteSettings.invalidate() }),
    content: createContentService({ db, uploadsDir: deps.uploadsDir, onChange: () => deps.siteSettings.invalidate() }),
    people: createPeopleService({ db, auth: deps.auth, ledger: deps.ledger }),
    agencyApplications: createAgencyApplicationService({ db, publicUrl: deps.publicUrl }),
    audit: createAuditLogService(db),
    outbox: createOutboxService({ db, ...deps.outbox }),
    dashboard: createDashboardService(db),
    flights: createFlightInventoryService({ db, onChange: flightsChanged }),
    airports: createAirportInventoryService({ db, onChange: flightsChanged }),
    destinations: createDestinationInventoryService({ db, onChange: deps.invalidateHotels }),
    hotels: createHotelInventoryService({
      db,
      imagesDir: path.join(deps.uploadsDir, 'hotels', 'thumb'),
      onChange: deps.invalidateHotels,
    }),
    departures: createDepartureInventoryService({ db, waitlist: deps.waitlist }),
  };
}
