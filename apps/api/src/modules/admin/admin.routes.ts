import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../uploads/uploads.service.js';
import { adminAuditRoutes } from './audit/audit-log.routes.js';
import { adminBookingRoutes } from './bookings/desk.routes.js';
import { adminContentRoutes } from './content/content.routes.js';
import { adminCurrencyRoutes } from './currencies/admin-currencies.routes.js';
import { adminDashboardRoutes } from './dashboard/dashboard.routes.js';
import { adminAirportRoutes } from './inventory/airports.routes.js';
import { adminDestinationRoutes } from './inventory/destinations.routes.js';
import { adminFlightInventoryRoutes } from './inventory/flight-inventory.routes.js';
import { adminHotelInventoryRoutes } from './inventory/hotel-inventory.routes.js';
import { adminMoneyRoutes } from './money/money.routes.js';
import { adminOutboxRoutes } from './outbox/outbox.routes.js';
import { adminPeopleRoutes } from './people/people.routes.js';
import { adminApplicationRoutes } from './applications/applications.routes.js';
import { adminVisaProductRoutes } from './inventory/visa-products.routes.js';
import { adminDepartureInventoryRoutes } from './inventory/departure-inventory.routes.js';

/**
 * The back office's API under `/api/v1/admin`. Every route names its staff areas (`config.staff`); the staff
 * access hook (`staff-access.ts`, registered on the app) checks them before anything else runs.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });
  await app.register(adminDashboardRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminCurrencyRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminAirportRoutes);
  await app.register(adminFlightInventoryRoutes);
  await app.register(adminDestinationRoutes);
  await app.register(adminHotelInventoryRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(adminVisaProductRoutes);
  await app.register(adminDepartureInventoryRoutes);
};
