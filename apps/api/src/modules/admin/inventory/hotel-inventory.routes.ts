import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminHotelSchema,
  AdminHotelSummarySchema,
  AllotmentBodySchema,
  AllotmentQuerySchema,
  AllotmentsSchema,
  HotelBodySchema,
  HotelListQuerySchema,
  HotelUpdateBodySchema,
  RatePlanBodySchema,
  RatePlanUpdateBodySchema,
  RoomTypeBodySchema,
  RoomTypeUpdateBodySchema,
} from '@portal/contracts/admin-hotels';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { MAX_UPLOAD_BYTES } from '../../uploads/uploads.service.js';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

const hotelParams = z.object({ id: IdSchema });
const roomTypeParams = z.object({ id: IdSchema, roomTypeId: IdSchema });
const rateParams = z.object({ id: IdSchema, rateId: IdSchema });

/** Hotels, room types, rate plans and rooms per night (content editors and admins). */
export const adminHotelInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const hotels = app.services.admin.hotels;
  const area = { staff: ['inventory'] } as const;
  const hotel = { 200: z.object({ data: AdminHotelSchema }) };

  app.get(
    '/hotels',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: HotelListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminHotelSummarySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => hotels.list(request.query),
  );

  app.post(
    '/hotels',
    {
      config: area,
      schema: { tags: ['admin'], body: HotelBodySchema, response: { 201: z.object({ data: AdminHotelSchema }) } },
    },
    async (request, reply) => reply.code(201).send({ data: await hotels.create(staffOf(request), request.body) }),
  );

  app.get(
    '/hotels/:id',
    { config: area, schema: { tags: ['admin'], params: hotelParams, response: hotel } },
    async (request) => ({ data: await hotels.detail(request.params.id) }),
  );

  app.patch(
    '/hotels/:id',
    { config: area, schema: { tags: ['admin'], params: hotelParams, body: HotelUpdateBodySchema, response: hotel } },
    async (request) => ({ data: await hotels.update(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/hotels/:id', {
    params: hotelParams,
    data: AdminHotelSchema,
    setActive: (staff, { id }, active) => hotels.setActive(staff, id, active),
  });

  app.post(
    '/hotels/:id/images',
    {
      config: area,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: { tags: ['admin'], params: hotelParams, consumes: ['multipart/form-data'], response: hotel },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const file = await request.file();
      if (!file) throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      }
      return { data: await hotels.addImage(staffOf(request), request.params.id, bytes) };
    },
  );

  app.post(
    '/hotels/:id/room-types',
    { config: area, schema: { tags: ['admin'], params: hotelParams, body: RoomTypeBodySchema, response: hotel } },
    async (request) => ({ data: await hotels.addRoomType(staffOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/hotels/:id/room-types/:roomTypeId',
    {
      config: area,
      schema: { tags: ['admin'], params: roomTypeParams, body: RoomTypeUpdateBodySchema, response: hotel },
    },
    async (request) => ({
      data: await hotels.updateRoomType(staffOf(request), request.params.id, request.params.roomTypeId, request.body),
    }),
  );

  archiveRoutes(app, '/hotels/:id/room-types/:roomTypeId', {
    params: roomTypeParams,
    data: AdminHotelSchema,
    setActive: (staff, { id, roomTypeId }, active) => hotels.setRoomTypeActive(staff, id, roomTypeId, active),
  });

  app.post(
    '/hotels/:id/room-types/:roomTypeId/rates',
    { config: area, schema: { tags: ['admin'], params: roomTypeParams, body: RatePlanBodySchema, response: hotel } },
    async (request) => ({
      data: await hotels.addRate(staffOf(request), request.params.id, request.params.roomTypeId, request.body),
    }),
  );

  app.patch(
    '/hotels/:id/rates/:rateId',
    { config: area, schema: { tags: ['admin'], params: rateParams, body: RatePlanUpdateBodySchema, response: hotel } },
    async (request) => ({
      data: await hotels.updateRate(staffOf(request), request.params.id, request.params.rateId, request.body),
    }),
  );

  app.get(
    '/hotels/:id/room-types/:roomTypeId/allotments',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: roomTypeParams,
        querystring: AllotmentQuerySchema,
        response: { 200: z.object({ data: AllotmentsSchema }) },
      },
    },
    async (request) => ({
      data: await hotels.allotments(request.params.id, request.params.roomTypeId, request.query),
    }),
  );

  app.put(
    '/hotels/:id/room-types/:roomTypeId/allotments',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: roomTypeParams,
        body: AllotmentBodySchema,
        response: {
          200: z.object({
            data: z.object({ room_type_id: z.string(), night: z.string(), capacity: z.number(), sold: z.number() }),
          }),
        },
      },
    },
    async (request) => ({
      data: await hotels.setAllotment(staffOf(request), request.params.id, request.params.roomTypeId, request.body),
    }),
  );
};
