import {
  GameRecord,
  INHOUSE_PATHS,
  ok,
  OrdersPage,
  RecordDetailQuery,
  RecordsQuery,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { privateAnswers } from '@/lib/member-routes.js';
import { sessionOf } from '@/plugins/auth.js';
import type { RecordsService } from './records.service.js';

/** Game records (SPEC §7): GET /lgw/orders and /lgw/orders/detail, the caller's bets only. */
export const recordsRoutes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (
  app,
  { records },
) => {
  privateAnswers(app);
  const config = { auth: 'member' } as const;
  app.get(
    INHOUSE_PATHS.orders,
    { config, schema: answering(OrdersPage, { querystring: RecordsQuery }) },
    async (request) =>
      ok(await records.page(sessionOf(request).memberId, request.query, request.language)),
  );
  app.get(
    INHOUSE_PATHS.detail,
    { config, schema: answering(GameRecord, { querystring: RecordDetailQuery }) },
    async (request) =>
      ok(await records.detail(sessionOf(request).memberId, request.query, request.language)),
  );
};
