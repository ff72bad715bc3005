import type { Booking } from '@portal/contracts/bookings';
import { BookingSchema } from '@portal/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { idempotencyClaimKey } from '../../plugins/idempotency.js';
import type { Lang } from '@portal/contracts/i18n';
import type { AuthContext } from '../auth/auth.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A service's booking route (`POST /<service>-bookings`), registered by the service's own routes: signed in,
 * idempotent (the booking id is derived from the key's claim), the body validated by the service's schema, the
 * booking placed by the service through the checkout and answered 201 with the booking.
 */
export function bookingRoute<Body extends z.ZodType>(
  app: App,
  options: {
    url: `/${string}-bookings`;
    tag: string;
    body: Body;
    /** The service's booking service, asked at each request. */
    service: {
      book(
        ctx: AuthContext,
        body: z.output<Body>,
        displayCurrency: string,
        idempotencyKey?: string,
        /** The request's language (an application's mails are written in it). */
        lang?: Lang,
      ): Promise<Booking>;
    };
  },
) {
  app.post(
    options.url,
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: { tags: [options.tag], body: options.body, response: { 201: z.object({ data: BookingSchema }) } },
    },
    async (request, reply) => {
      const booking = await options.service.book(
        requireUser(request),
        request.body as z.output<Body>,
        request.currency,
        idempotencyClaimKey(request),
        request.lang,
      );
      return reply.code(201).send({ data: booking });
    },
  );
}
