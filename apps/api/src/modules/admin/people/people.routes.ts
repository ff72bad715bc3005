import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAccountQuerySchema,
  AdminAgencyApplicationSchema,
  AgencyApplicationQuerySchema,
  RefuseAgencyApplicationBodySchema,
  AdminAccountSchema,
  AdminAccountSummarySchema,
  AdminContactMessageSchema,
  AdminUserSchema,
  ContactInboxQuerySchema,
  CreateStaffBodySchema,
  RepliedBodySchema,
  UpdateStaffBodySchema,
} from '@portal/contracts/admin-people';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';

const params = z.object({ id: IdSchema });

/** Customers, agencies, sub-users and staff (admins); the contact inbox (desk and admins). */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const area = { staff: ['people'] } as const;
  const account = { 200: z.object({ data: AdminAccountSchema }) };
  const user = { 200: z.object({ data: AdminUserSchema }) };

  app.get(
    '/accounts',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminAccountQuerySchema,
        response: { 200: z.object({ data: z.array(AdminAccountSummarySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.people.accounts(request.query),
  );

  app.get(
    '/accounts/:id',
    { config: area, schema: { tags: ['admin'], params, response: account } },
    async (request) => ({ data: await admin.people.account(request.params.id) }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/accounts/:id/${action}`,
      { config: area, schema: { tags: ['admin'], params, response: account } },
      async (request) => ({ data: await admin.people.setAccountActive(staffOf(request), request.params.id, active) }),
    );
    app.post(
      `/users/:id/${action}`,
      { config: area, schema: { tags: ['admin'], params, response: user } },
      async (request) => ({ data: await admin.people.setUserActive(staffOf(request), request.params.id, active) }),
    );
  }

  // Agencies waiting for review (decision 074): approve, or refuse with a reason; the applicant is mailed.
  const application = { 200: z.object({ data: AdminAgencyApplicationSchema }) };
  app.get(
    '/agency-applications',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AgencyApplicationQuerySchema,
        response: { 200: z.object({ data: z.array(AdminAgencyApplicationSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.agencyApplications.list(request.query),
  );
  app.get(
    '/agency-applications/:id',
    { config: area, schema: { tags: ['admin'], params, response: application } },
    async (request) => ({ data: await admin.agencyApplications.get(request.params.id) }),
  );
  app.post(
    '/agency-applications/:id/approve',
    { config: area, schema: { tags: ['admin'], params, response: application } },
    async (request) => ({
      data: await admin.agencyApplications.approve(staffOf(request), request.params.id, {
        mailer: app.mailer,
      }),
    }),
  );
  app.post(
    '/agency-applications/:id/refuse',
    {
      config: area,
      schema: { tags: ['admin'], params, body: RefuseAgencyApplicationBodySchema, response: application },
    },
    async (request) => ({
      data: await admin.agencyApplications.refuse(staffOf(request), request.params.id, request.body.reason, {
        mailer: app.mailer,
      }),
    }),
  );

  app.get(
    '/staff',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(AdminUserSchema) }) } } },
    async () => ({ data: await admin.people.staff() }),
  );

  app.post(
    '/staff',
    {
      config: area,
      schema: { tags: ['admin'], body: CreateStaffBodySchema, response: { 201: z.object({ data: AdminUserSchema }) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await admin.people.createStaff(staffOf(request), request.body) }),
  );

  app.patch(
    '/staff/:id',
    { config: area, schema: { tags: ['admin'], params, body: UpdateStaffBodySchema, response: user } },
    async (request) => ({ data: await admin.people.updateStaff(staffOf(request), request.params.id, request.body) }),
  );

  const messages = { staff: ['messages'] } as const;
  app.get(
    '/contact-messages',
    {
      config: messages,
      schema: {
        tags: ['admin'],
        querystring: ContactInboxQuerySchema,
        response: { 200: z.object({ data: z.array(AdminContactMessageSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.people.messages(request.query),
  );

  app.post(
    '/contact-messages/:id/replied',
    {
      config: messages,
      schema: {
        tags: ['admin'],
        params,
        body: RepliedBodySchema,
        response: { 200: z.object({ data: AdminContactMessageSchema }) },
      },
    },
    async (request) => ({
      data: await admin.people.setReplied(staffOf(request), request.params.id, request.body.replied),
    }),
  );
};
