import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  EmailChangeBodySchema,
  EmailChangeConfirmBodySchema,
  PasswordChangeBodySchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  RegisterBodySchema,
  SessionSchema,
  UserSchema,
} from '@portal/contracts/auth';
import { OkSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: RegisterBodySchema, response: { 201: envelope(SessionSchema) } } },
    async (request, reply) => {
      const session = await auth.register(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lang: request.lang,
      });
      return reply.code(201).send({ data: session });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: envelope(SessionSchema) } } },
    async (request) => {
      const body = { ...request.body, remember: request.body.remember ?? false };
      return {
        data: await auth.login(body, { ip: request.ip, userAgent: request.headers['user-agent'], lang: request.lang }),
      };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: authenticated, schema: { tags: ['auth'], response: { 200: envelope(OkSchema) } } },
    async (request) => {
      await auth.logout(requireUser(request));
      return { data: { ok: true as const } };
    },
  );

  // Forgot password: always the same answer, whether the address has an account or not.
  app.post(
    '/auth/password-reset',
    { schema: { tags: ['auth'], body: PasswordResetRequestBodySchema, response: { 202: envelope(OkSchema) } } },
    async (request, reply) => {
      await auth.requestPasswordReset(
        request.body.email,
        { ip: request.ip, lang: request.lang },
        { mailer: app.mailer, onError: (err) => request.log.error({ err }, 'the password-reset mail failed') },
      );
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { tags: ['auth'], body: PasswordResetBodySchema, response: { 200: envelope(OkSchema) } } },
    async (request) => {
      await auth.resetPassword(request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/me/password',
    {
      onRequest: authenticated,
      schema: { tags: ['auth'], body: PasswordChangeBodySchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => {
      await auth.changePassword(requireUser(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  // A change of e-mail (decision 134): asked for with the password, made by the link mailed to the new address.
  app.post(
    '/me/email',
    {
      onRequest: authenticated,
      schema: { tags: ['auth'], body: EmailChangeBodySchema, response: { 202: envelope(OkSchema) } },
    },
    async (request, reply) => {
      await auth.requestEmailChange(requireUser(request), request.body, { mailer: app.mailer });
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );

  app.post(
    '/me/email/confirm',
    { schema: { tags: ['auth'], body: EmailChangeConfirmBodySchema, response: { 200: envelope(OkSchema) } } },
    async (request) => {
      await auth.confirmEmailChange(request.body, { mailer: app.mailer });
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    { onRequest: authenticated, schema: { tags: ['auth'], response: { 200: envelope(UserSchema) } } },
    async (request) => {
      const ctx = requireUser(request);
      return { data: await auth.userDto(ctx.user, ctx.account) };
    },
  );
};
