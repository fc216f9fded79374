import {
  GameRecord,
  INHOUSE_PATHS,
  ok,
  OrdersPage,
  RecordDetailQuery,
  RecordsQuery,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/plugins/auth.js';
import type { RecordsService } from './records.service.js';

/** Game records (SPEC §7): GET /lgw/orders and /lgw/orders/detail, the caller's bets only. */
export const recordsRoutes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (
  app,
  { records },
) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  app.get(
    INHOUSE_PATHS.orders,
    {
      config: { auth: 'member' },
      schema: { querystring: RecordsQuery, response: { 200: successEnvelope(OrdersPage) } },
    },
    async (request) =>
      ok(await records.page(sessionOf(request).memberId, request.query, request.language)),
  );
  app.get(
    INHOUSE_PATHS.detail,
    {
      config: { auth: 'member' },
      schema: { querystring: RecordDetailQuery, response: { 200: successEnvelope(GameRecord) } },
    },
    async (request) =>
      ok(await records.detail(sessionOf(request).memberId, request.query, request.language)),
  );
};
