import { createMailer, createTransport, MAIL_FROM } from './lib/mailer.js';
import { createPdfRenderer } from './lib/pdf-renderer.js';
import { createDocumentService } from './modules/documents/documents.service.js';
import { createNotifications } from './modules/notifications/notifications.service.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Redis } from 'ioredis';
import type { RateLimitStore } from './lib/rate-limit.js';
import { memorySessionStore, redisSessionStore } from './modules/search-sessions/search-sessions.store.js';
import { createFlightNetwork } from './modules/flights/builtin/flight-network.service.js';
import { createFlightService } from './modules/flights/flights.service.js';
import { createFlightBookingService } from './modules/flights/flight-booking.service.js';
import { createBookingService } from './modules/bookings/bookings.service.js';
import { createFlightHandler } from './modules/flights/flight-booking-handler.js';
import type { FlightSupplier } from './modules/flights/flight-supplier.js';
import { createBuiltinSupplier as createBuiltinFlightSupplier } from './modules/flights/builtin/builtin-supplier.js';
import { createSupplierRegistry } from './lib/supplier-registry.js';
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
import { createAdminServices } from './modules/admin/admin.services.js';
import { createHotelCatalog } from './modules/hotels/builtin/hotel-catalog.js';
import { createHotelService } from './modules/hotels/hotels.service.js';
import { createHotelSelectionService } from './modules/hotels/hotel-selection.service.js';
import { createHotelBookingService } from './modules/hotels/hotel-booking.service.js';
import { createHotelHandler } from './modules/hotels/hotel-booking-handler.js';
import { createBuiltinSupplier as createBuiltinHotelSupplier } from './modules/hotels/builtin/builtin-supplier.js';
import type { HotelSupplier } from './modules/hotels/hotel-supplier.js';
import { createHotelImageStore } from './modules/hotels/builtin/hotel-images.js';
import { createDrawnImageStore } from './lib/drawn-images.js';
import { createCarAdminService } from './modules/cars/cars-admin.service.js';
import { createCarService } from './modules/cars/cars.service.js';
import { createCarBookingService } from './modules/cars/car-booking.service.js';
import { createCarHandler } from './modules/cars/car-booking-handler.js';
import { createBuiltinCarSupplier } from './modules/cars/builtin/builtin-supplier.js';
import { createGuideService } from './modules/guides/guides.service.js';
import { createGuideBookingService } from './modules/guides/guide-booking.service.js';
import { createGuideHandler } from './modules/guides/guide-booking-handler.js';
import { createBuiltinGuideSupplier } from './modules/guides/builtin/builtin-supplier.js';
import { createGuideAdminService } from './modules/guides/guides-admin.service.js';
import { createInsuranceService } from './modules/insurance/insurance.service.js';
import { createInsuranceBookingService } from './modules/insurance/insurance-booking.service.js';
import { createInsuranceHandler } from './modules/insurance/insurance-booking-handler.js';
import { createInsuranceAdminService } from './modules/insurance/insurance-admin.service.js';
import { createPackageService, packageCard } from './modules/packages/packages.service.js';
import { createDepartureSales } from './modules/departures/departures.service.js';
import { createWaitlist } from './modules/departures/waitlist.service.js';
import { createConferenceService } from './modules/conferences/conferences.service.js';
import { createConferenceSales } from './modules/conferences/conference-sales.js';
import { createCruiseService } from './modules/cruises/cruises.service.js';
import { createCruiseSales } from './modules/cruises/cruise-sales.js';
import { createApplicationService } from './modules/applications/applications.service.js';
import { createVisaService } from './modules/visas/visas.service.js';
import { createVisaBookingService } from './modules/visas/visa-booking.service.js';
import { createVisaHandler, visaApplicationSpec } from './modules/visas/visa-booking-handler.js';
import { createVisaInventoryService } from './modules/visas/visa-inventory.service.js';
import { createVisaImageStore } from './modules/visas/builtin/visa-images.js';
import { createUguideService } from './modules/uguides/uguides.service.js';
import { createUguideAdminService } from './modules/uguides/uguides-admin.service.js';
import { createUguideBookingService } from './modules/uguides/uguide-booking.service.js';
import { createUguideHandler, uguideApplicationSpec } from './modules/uguides/uguide-booking-handler.js';

export type Services = ReturnType<typeof createServices>;

/** Wires the services of one app instance to its database; nothing here is global. */
export function createServices({
  db,
  rateLimits,
  redis,
  config,
  log,
  flightSuppliers = [],
  hotelSuppliers = [],
}: {
  db: Db;
  rateLimits: RateLimitStore;
  config: Config;
  redis?: Redis;
  /** Where services report trouble they recover from (a search worker that failed). */
  log?: (message: string, error?: unknown) => void;
  /** Flight suppliers searched beside the built-in one (decision 042). */
  flightSuppliers?: FlightSupplier[];
  /** Hotel suppliers (a bed bank) beside the built-in one (decision 008). */
  hotelSuppliers?: HotelSupplier[];
}) {
  // Every mail is queued in its event's transaction and sent by this worker (decision 130).
  const mailer = createMailer({
    db,
    transport: createTransport({ smtpUrl: config.SMTP_URL, outboxDir: config.outboxDir }),
    log: (message, err) => log?.(message, err),
  });
  const notifications = createNotifications({ db, mailer, publicUrl: config.PUBLIC_URL });
  const auth = createAuthService({ db, rateLimits, publicUrl: config.PUBLIC_URL, notifications });
  const currencies = createCurrencyService(db);
  const ledger = createLedger(db);
  const sessions = redis ? redisSessionStore(redis) : memorySessionStore(db);
  const flightNetwork = createFlightNetwork(db);
  const flights = createFlightService({
    network: flightNetwork,
    currencies,
    sessions,
    suppliers: createSupplierRegistry('flight', [
      createBuiltinFlightSupplier({
        db,
        network: flightNetwork,
        workers: config.FLIGHT_SEARCH_WORKERS,
        onProblem: log,
      }),
      ...flightSuppliers,
    ]),
  });
  const uploads = createUploadService({ db, privateDir: path.join(config.DATA_DIR, 'private'), rateLimits });
  const agency = createAgencyService({ db, uploads });
  const hotelCatalog = createHotelCatalog(db);
  const suppliers = createSupplierRegistry('hotel', [
    createBuiltinHotelSupplier({ db, catalog: hotelCatalog }),
    ...hotelSuppliers,
  ]);
  const hotels = createHotelService({ suppliers, catalog: hotelCatalog, currencies });
  const hotelSelections = createHotelSelectionService({ suppliers, currencies, sessions });
  const carSuppliers = createSupplierRegistry('car', [createBuiltinCarSupplier()]);
  const cars = createCarService({ db, currencies });
  const guideSuppliers = createSupplierRegistry('guide', [createBuiltinGuideSupplier()]);
  const guides = createGuideService({ db, currencies });
  const insurance = createInsuranceService({ db, currencies });
  const packages = createPackageService({ db, currencies });
  // One line for the full departures of every departures service (decision 132).
  const waitlist = createWaitlist({ db, notifications });
  const packageSales = createDepartureSales({
    db,
    service: 'package',
    currencies,
    sessions,
    card: packageCard,
    notFound: 'tour_not_found',
    // Searches read places from the database: nothing cached to drop.
    changed: () => undefined,
    waitlist,
  });
  const conferences = createConferenceService({ db, currencies });
  const conferenceSales = createConferenceSales({ db, currencies, sessions, waitlist });
  const cruises = createCruiseService({ db, currencies });
  const cruiseSales = createCruiseSales({ db, currencies, sessions, waitlist });
  const bookings = createBookingService({
    db,
    ledger,
    currencies,
    handlers: {
      flight: createFlightHandler({ suppliers: flights.suppliers, changed: () => flights.invalidate() }),
      hotel: createHotelHandler(suppliers),
      car: createCarHandler(carSuppliers),
      insurance: createInsuranceHandler(),
      package: packageSales.handler(),
      visa: createVisaHandler(),
      uguide: createUguideHandler(),
      conference: conferenceSales.handler(),
      cruise: cruiseSales.handler(),
      guide: createGuideHandler(guideSuppliers, () => guides.invalidate()),
    },
    markupFor: agency.markupFor,
    notifications,
  });
  const siteSettings = createSiteSettingsService(db, currencies);
  const applications = createApplicationService({
    db,
    bookings,
    specs: { visa: visaApplicationSpec, uguide: uguideApplicationSpec },
    publicUrl: config.PUBLIC_URL,
    notifications,
  });
  const visas = createVisaService({ db, currencies });
  const uguides = createUguideService({ db, currencies });
  const wallets = createWalletService({ db, ledger, currencies });
  const topups = createTopupService({ db, ledger, currencies, uploads, notifications });
  const documents = createDocumentService({
    db,
    auth,
    bookings,
    agency,
    uploads,
    wallets,
    topups,
    renderer: createPdfRenderer({
      executablePath: config.CHROMIUM_PATH,
      concurrency: config.PDF_CONCURRENCY,
      log: (message, err) => log?.(message, err),
    }),
    publicUrl: config.PUBLIC_URL,
  });
  // An agency's mail to its customer shows its logo, read when the mail is sent (decision 146).
  mailer.logosWith(async (id) => {
    const file = await uploads.readAny(id);
    return file ? { filename: 'logo', content: file.body, contentType: file.contentType } : null;
  });
  // A confirmed booking's mail carries its PDF, rendered when the worker sends it (decision 137).
  mailer.attachWith(async (ref, lang) => {
    if (!documents.renderer.available()) return null;
    const made = await documents.attachmentOf(ref.id, lang);
    return made ? { filename: made.fileName, content: made.pdf, contentType: 'application/pdf' } : null;
  });
  return {
    documents,
    mailer,
    notifications,
    sessions,
    flightNetwork,
    flights,
    bookings,
    flightBookings: createFlightBookingService({ flights, checkout: bookings.checkout }),
    hotelCatalog,
    hotels,
    hotelSelections,
    hotelBookings: createHotelBookingService({ selections: hotelSelections, checkout: bookings.checkout }),
    hotelImages: createHotelImageStore(path.join(config.uploadsDir, 'hotels', 'thumb')),
    cars,
    carSuppliers,
    carBookings: createCarBookingService({ cars, suppliers: carSuppliers, checkout: bookings.checkout }),
    carImages: createDrawnImageStore(path.join(config.uploadsDir, 'cars')),
    carAdmin: createCarAdminService({ db }),
    guides,
    guideSuppliers,
    guideBookings: createGuideBookingService({ guides, suppliers: guideSuppliers, checkout: bookings.checkout }),
    guideAdmin: createGuideAdminService({ db, onChange: () => guides.invalidate() }),
    insurance,
    insuranceBookings: createInsuranceBookingService({ insurance, currencies, checkout: bookings.checkout }),
    insuranceAdmin: createInsuranceAdminService({ db, onChange: () => insurance.invalidate() }),
    packages,
    packageSales,
    conferences,
    conferenceSales,
    cruises,
    cruiseSales,
    waitlist,
    tripImages: createDrawnImageStore(path.join(config.uploadsDir, 'trips')),
    applications,
    visas,
    visaBookings: createVisaBookingService({ visas, applications, currencies, checkout: bookings.checkout }),
    visaInventory: createVisaInventoryService({ db, onChange: () => visas.invalidate() }),
    visaImages: createVisaImageStore(path.join(config.uploadsDir, 'visa', 'thumb')),
    uguides,
    uguideAdmin: createUguideAdminService({ db, uguides }),
    uguideBookings: createUguideBookingService({ uguides, applications, currencies, checkout: bookings.checkout }),
    uploads,
    topups,
    agency,
    reports: createReportService({ db }),
    auth,
    currencies,
    ledger,
    siteSettings,
    wallets,
    subUsers: createSubUserService({ db, auth, currencies, notifications }),
    contact: createContactService({ db, rateLimits }),
    admin: createAdminServices({
      db,
      auth,
      ledger,
      currencies,
      bookings,
      siteSettings,
      flightNetwork,
      invalidateFlightSearch: () => flights.invalidate(),
      invalidateHotels: () => {
        hotelCatalog.invalidate();
        hotels.invalidate();
      },
      uploadsDir: config.uploadsDir,
      privateDir: path.join(config.DATA_DIR, 'private'),
      outbox: { smtp: !!config.SMTP_URL, from: MAIL_FROM },
      publicUrl: config.PUBLIC_URL,
      waitlist,
    }),
  };
}
