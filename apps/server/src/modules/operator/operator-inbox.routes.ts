import {
  InboxSendInput,
  OPERATOR_PREFIX,
  OperatorInboxMessage,
  OperatorInboxParams,
  OperatorMerchantParams,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InboxService } from '../inbox/index.js';
import { operatorRoute } from './operator-guard.js';

const list = `${OPERATOR_PREFIX}/merchants/:merchantCode/inbox`;

/**
 * Inbox messages: send one to a member or to all (POST), list the sent ones with their read
 * counts (GET), and recall one (DELETE /:id), which takes it out of every inbox.
 */
export const operatorInboxRoutes: FastifyPluginAsyncZod<{
  inbox: InboxService;
  merchantId: (code: string) => Promise<number>;
}> = async (app, { inbox, merchantId }) => {
  app.get(
    list,
    operatorRoute(z.array(OperatorInboxMessage), { params: OperatorMerchantParams }),
    async (request) => ok(await inbox.operator.sent(await merchantId(request.params.merchantCode))),
  );
  app.post(
    list,
    operatorRoute(OperatorInboxMessage, {
      params: OperatorMerchantParams,
      body: InboxSendInput,
    }),
    async (request) => {
      const id = await merchantId(request.params.merchantCode);
      return ok(await inbox.operator.send(id, request.body));
    },
  );
  app.delete(
    `${list}/:id`,
    operatorRoute(z.boolean(), { params: OperatorInboxParams }),
    async (request) => {
      await inbox.operator.remove(await merchantId(request.params.merchantCode), request.params.id);
      return ok(true);
    },
  );
};
