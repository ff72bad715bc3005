import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangeBodySchema,
  ExchangeConfirmBodySchema,
  ExchangeQuoteSchema,
  ExchangeResultSchema,
  WalletPaymentOptionSchema,
  WalletPaymentQuerySchema,
  WalletSchema,
} from '@portal/contracts/wallets';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { idempotencyClaimKey } from '../../plugins/idempotency.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallets } = app.services;

  app.get(
    '/user-wallets',
    {
      onRequest: authenticated,
      schema: { tags: ['wallet'], response: { 200: z.object({ data: z.array(WalletSchema) }) } },
    },
    async (request) => ({
      data: await wallets.listFor(requireUser(request)),
    }),
  );

  app.get(
    '/wallet-payment-options',
    {
      onRequest: authenticated,
      schema: {
        tags: ['wallet'],
        querystring: WalletPaymentQuerySchema,
        response: { 200: z.object({ data: z.array(WalletPaymentOptionSchema) }) },
      },
    },
    async (request) => ({
      data: await wallets.paymentOptions(requireUser(request), BigInt(request.query.amount_iqd)),
    }),
  );

  app.post(
    '/wallet-exchanges/quote',
    {
      onRequest: authenticated,
      schema: {
        tags: ['wallet'],
        body: ExchangeBodySchema,
        response: { 200: z.object({ data: ExchangeQuoteSchema }) },
      },
    },
    async (request) => ({ data: await wallets.quoteExchange(requireUser(request), request.body) }),
  );

  app.post(
    '/wallet-exchanges',
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ['wallet'],
        body: ExchangeConfirmBodySchema,
        response: { 201: z.object({ data: ExchangeResultSchema }) },
      },
    },
    async (request, reply) => {
      const result = await wallets.exchange(requireUser(request), request.body, idempotencyClaimKey(request));
      return reply.code(201).send({ data: result });
    },
  );
};
