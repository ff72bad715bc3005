import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportQuerySchema, ReportSchema } from '@portal/contracts/reports';
import { z } from 'zod';
import { csv } from '../../lib/csv.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { workbook } from './xlsx.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;

  app.get(
    '/reports',
    {
      onRequest: authenticated,
      schema: {
        tags: ['account'],
        querystring: ReportQuerySchema,
        response: { 200: z.object({ data: ReportSchema }) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      if (request.query.format === 'json') return { data: await reports.build(ctx, request.query) };
      const { report, sheets } = await reports.exportRows(ctx, request.query, request.lang);
      const name = `report-${report.from}-${report.to}`;
      if (request.query.format === 'csv') {
        const rows = [...sheets[0]!.rows, [], ...sheets[1]!.rows];
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .serializer(String)
          .send(csv(rows) as never);
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(workbook(sheets, { rtl: request.lang === 'ar' }) as never);
    },
  );
};
