import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Redis } from 'ioredis';
import type { RateLimitStore } from './lib/rate-limit.js';
import { databaseSessionStore, redisSessionStore } from './lib/session-store.js';
import { createFlightNetwork } from './modules/flights/flight-network.service.js';
import { createFlightService } from './modules/flights/flights.service.js';
import { createFlightBookingService } from './modules/flights/flight-booking.service.js';
import { createBookingService } from './modules/bookings/bookings.service.js';
import { flightHandler } from './modules/flights/flight-booking-handler.js';
import { createUploadService } from './modules/uploads/uploads.service.js';
import { createTopupService } from './modules/topups/topups.service.js';
import { createAgencyService } from './modules/agency/agency.service.js';
import { createReportService } from './modules/reports/reports.service.js';
import path from 'node:path';
import { createAuthService } from './modules/auth/auth.service.js';
import { createContactService } from './modules/contact-messages/contact-messages.service.js';
import { createCurrencyService } from './modules/currencies/currencies.service.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { createSiteSettingsService } from './modules/site-settings/site-settings.service.js';
import { createSubUserService } from './modules/sub-users/sub-users.service.js';
import { createWalletService } from './modules/wallets/wallets.service.js';

export type Services = ReturnType<typeof createServices>;

/** Wires the services of one app instance to its database; nothing here is global. */
export function createServices({
  db,
  rateLimits,
  redis,
  config,
}: {
  db: Db;
  rateLimits: RateLimitStore;
  config: Config;
  redis?: Redis;
}) {
  const auth = createAuthService({ db, rateLimits });
  const currencies = createCurrencyService(db);
  const ledger = createLedger(db);
  const sessions = redis ? redisSessionStore(redis) : databaseSessionStore(db);
  const flightNetwork = createFlightNetwork(db);
  const flights = createFlightService({ db, network: flightNetwork, currencies, sessions });
  const uploads = createUploadService({ db, privateDir: path.join(config.DATA_DIR, 'private') });
  const agency = createAgencyService({ db, uploads });
  const bookings = createBookingService({
    db,
    ledger,
    currencies,
    handlers: { flight: flightHandler },
    markupFor: agency.markupFor,
  });
  return {
    sessions,
    flightNetwork,
    flights,
    bookings,
    flightBookings: createFlightBookingService({
      db,
      flights,
      network: flightNetwork,
      ledger,
      currencies,
      bookings,
      agency,
    }),
    uploads,
    topups: createTopupService({ db, ledger, currencies, uploads }),
    agency,
    reports: createReportService({ db }),
    auth,
    currencies,
    ledger,
    siteSettings: createSiteSettingsService(db, currencies),
    wallets: createWalletService({ db, ledger, currencies }),
    subUsers: createSubUserService({ db, auth, currencies }),
    contact: createContactService({ db, rateLimits }),
  };
}
