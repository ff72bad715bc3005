import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Lang } from '@portal/contracts/i18n';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { currencyOf, languageOf } from './lib/request-context.js';
import type { Mailer } from './lib/mailer.js';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './lib/rate-limit.js';
import { unstorableText, unstorableTextError } from './lib/storable-text.js';
import { registerAuth } from './plugins/auth.js';
import type { FlightSupplier } from './modules/flights/flight-supplier.js';
import type { HotelSupplier } from './modules/hotels/hotel-supplier.js';
import { apiSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
import { problemFor, registerErrorHandling, sendProblem } from './plugins/errors.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerWebApp } from './plugins/web-app.js';
import { createServices, type Services } from './services.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.js';
import { walletRoutes } from './modules/wallets/wallets.routes.js';
import { subUserRoutes } from './modules/sub-users/sub-users.routes.js';
import { contactRoutes } from './modules/contact-messages/contact-messages.routes.js';
import { flightRoutes } from './modules/flights/flights.routes.js';
import { bookingRoutes } from './modules/bookings/bookings.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import { topupRoutes } from './modules/topups/topups.routes.js';
import { agencyRoutes } from './modules/agency/agency.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { registerStaffAccess } from './modules/admin/staff-access.js';
import { hotelMediaRoutes, hotelRoutes } from './modules/hotels/hotels.routes.js';
import { carAdminRoutes, carMediaRoutes, carRoutes } from './modules/cars/cars.routes.js';
import { guideAdminRoutes, guideRoutes } from './modules/guides/guides.routes.js';
import { insuranceRoutes } from './modules/insurance/insurance.routes.js';
import { insuranceAdminRoutes } from './modules/insurance/insurance-admin.routes.js';
import { packageMediaRoutes, packageRoutes } from './modules/packages/packages.routes.js';
import { conferenceRoutes } from './modules/conferences/conferences.routes.js';
import { cruiseRoutes } from './modules/cruises/cruises.routes.js';
import { visaMediaRoutes, visaRoutes } from './modules/visas/visas.routes.js';
import { uguideAdminRoutes, uguideRoutes } from './modules/uguides/uguides.routes.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { waitlistRoutes } from './modules/departures/waitlist.routes.js';
import { documentRoutes } from './modules/documents/documents.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    database: Database;
    rateLimits: RateLimitStore;
    mailer: Mailer;
    shuttingDown: boolean;
  }
  interface FastifyRequest {
    lang: Lang;
    currency: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Tests pass their own logger settings; production logs JSON lines with request ids. */
  logger?: boolean | { level: string };
  redis?: Redis;
  /** Flight suppliers beside the built-in one (a GDS or NDC aggregator; tests register their own). */
  flightSuppliers?: FlightSupplier[];
  /** Hotel suppliers beside the built-in one (a bed bank; tests register their own). */
  hotelSuppliers?: HotelSupplier[];
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110, 11.1). */
const BEARER = /^bearer +(\S+) *$/i;
function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** Builds the whole portal on a given database; `server.ts` only listens. Tests build their own. */
export async function buildApp({
  config,
  database,
  logger,
  redis,
  flightSuppliers,
  hotelSuppliers,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    // While stopping, a request that still arrives (on a kept-alive connection) is refused by the onRequest hook
    // below with a translated 503 problem, not Fastify's own untranslated body (decision 141).
    return503OnClosing: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // An address the router cannot decode (percent-escapes of invalid UTF-8, a lone surrogate) is answered
    // before any hook runs: as a translated problem too, not Fastify's own JSON (issue 21's fuzzing).
    frameworkErrors: (error, request, reply) => {
      request.lang = languageOf(request.headers);
      const code = error.code === 'FST_ERR_BAD_URL' ? 'malformed_url' : 'validation_failed';
      void sendProblem(reply, problemFor(request, code));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Every body, query and path parameter is parsed by its zod contract; failures reach the error handler.
  // A NUL or an unpaired surrogate passes any string schema but cannot be stored (lib/storable-text.ts), so
  // both are refused here once for all inputs.
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: result.error as unknown as Error };
    const found = unstorableText(result.data);
    return found.length === 0 ? { value: result.data } : { error: unstorableTextError(found) as unknown as Error };
  });
  // Responses carry amounts as strings; a bigint that slips through is written as its digits. The replacer
  // is only used when plain JSON.stringify refuses one: calling it for every value slows every response.
  app.setSerializerCompiler(() => (data) => {
    try {
      return JSON.stringify(data);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return JSON.stringify(data, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    }
  });

  // JSON bodies; an empty body (a bare POST such as logout) is simply no body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('malformed_body'), undefined);
    }
  });

  const redisClient =
    redis ??
    (config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          lazyConnect: false,
          maxRetriesPerRequest: 2,
          // Without a connection a command fails at once (a 503) instead of waiting in a queue for a
          // reconnection; a connection that answers nothing fails it within seconds (decision 141).
          enableOfflineQueue: false,
          connectTimeout: 3_000,
          commandTimeout: 3_000,
        })
      : undefined);
  // While Redis is away the client reconnects by itself; the requests that need it answer 503 meanwhile.
  if (redisClient && !redis) redisClient.on('error', (err) => app.log.warn({ err }, 'redis unreachable'));
  const rateLimits = redisClient ? redisRateLimitStore(redisClient) : memoryRateLimitStore();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('rateLimits', rateLimits);
  app.decorate(
    'services',
    createServices({
      db: database.db,
      rateLimits,
      config,
      redis: redisClient,
      flightSuppliers,
      hotelSuppliers,
      log: (message, err) => app.log.warn({ err }, message),
    }),
  );
  const mailer = app.services.mailer;
  app.decorate('mailer', mailer);
  app.decorate('shuttingDown', false);
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('currency', 'USD');
  // One hook for what every request needs: security headers, request id, language and currency, and the
  // user behind a bearer token (a stale token on a public endpoint is ignored; `requireUser` answers 401).
  const documentHeaders = securityHeaders(config);
  const apiHeaders = apiSecurityHeaders();
  const auth = app.services.auth;
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = languageOf(request.headers);
    request.currency = currencyOf(request.headers);
    reply.headers(
      request.url.startsWith('/api/v1') || request.url.startsWith('/healthz') || request.url.startsWith('/readyz')
        ? apiHeaders
        : documentHeaders,
    );
    reply.header('x-request-id', request.id);
    // A stopping process finishes what it has started and refuses what arrives after: the client (or the
    // proxy in front) retries on another process. Readiness answers for itself.
    if (app.shuttingDown && !request.url.startsWith('/readyz') && !request.url.startsWith('/healthz')) {
      // Marked as refused before any work: nothing was read or done, so a proxy may send it to another process
      // whatever its method (nginx's `non_idempotent`, decision 147).
      reply.header('connection', 'close').header('x-not-processed', 'stopping');
      void sendProblem(reply, problemFor(request, 'service_unavailable'), { 'retry-after': '5' });
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) return done();
    auth.authenticate(token).then((ctx) => {
      request.auth = ctx;
      done();
    }, done);
  });
  // Mails left queued by a stop or a crash go out once the app is ready, and then whatever falls due.
  app.addHook('onReady', async () => {
    if (config.MAIL_QUEUE_INTERVAL_MS > 0) mailer.start(config.MAIL_QUEUE_INTERVAL_MS);
    void mailer.flush();
  });
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await mailer.stop();
    await app.services.documents.renderer.close();
    await app.services.flights.close();
    if (redisClient && !redis) await redisClient.quit().catch(() => undefined);
  });

  // Cross-origin calls only where origins are configured; without any, browsers keep to the same origin.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      allowedHeaders: [
        'authorization',
        'content-type',
        '_lang',
        '_currency',
        'accept-language',
        'idempotency-key',
        'x-request-id',
      ],
      exposedHeaders: ['x-request-id', 'retry-after', 'idempotent-replayed', 'content-disposition'],
      credentials: false,
      maxAge: 600,
    });
  }

  registerErrorHandling(app);
  registerAuth(app);
  registerStaffAccess(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rafidain Travel API',
        version: '1.0.0',
        description: 'Travel portal API. Errors are RFC 9457 problem+json with a stable `code`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      registerIdempotency(api, database.db);
      await api.register(authRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(walletRoutes);
      await api.register(subUserRoutes);
      await api.register(contactRoutes);
      await api.register(flightRoutes);
      await api.register(bookingRoutes);
      await api.register(uploadRoutes);
      await api.register(topupRoutes);
      await api.register(agencyRoutes);
      await api.register(reportRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(hotelRoutes);
      await api.register(carRoutes);
      await api.register(carAdminRoutes, { prefix: '/admin' });
      await api.register(insuranceRoutes);
      await api.register(insuranceAdminRoutes, { prefix: '/admin' });
      await api.register(packageRoutes);
      await api.register(visaRoutes);
      await api.register(uguideRoutes);
      await api.register(applicationRoutes);
      await api.register(conferenceRoutes);
      await api.register(cruiseRoutes);
      await api.register(guideRoutes);
      await api.register(guideAdminRoutes, { prefix: '/admin' });
      await api.register(uguideAdminRoutes, { prefix: '/admin' });
      await api.register(notificationRoutes);
      await api.register(waitlistRoutes);
      await api.register(documentRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(hotelMediaRoutes);
  await app.register(carMediaRoutes);
  await app.register(packageMediaRoutes);
  await app.register(visaMediaRoutes);
  const web = await registerWebApp(app, config);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return sendProblem(reply, problemFor(request, 'route_not_found'));
    // Client-side routes get the app; a missing file (a name with an extension) stays a 404.
    const last = path.split('/').pop() ?? '';
    const looksLikeFile = !last.includes('=') && /\.[a-z0-9]+$/i.test(last);
    if (
      web &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/uploads/') &&
      !looksLikeFile
    ) {
      return web.sendIndex(path, reply);
    }
    return sendProblem(reply, problemFor(request, 'not_found'));
  });
  return app;
}
