import {
  ChatMessage,
  ChatPage,
  ChatSend,
  ChatThreadParams,
  ChatThreadQuery,
  ChatThreads,
  ChatThreadsQuery,
  OPERATOR_PREFIX,
  OperatorMerchantParams,
} from '@app/contracts';
import type { ChatService } from '../chat/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const threads = `${OPERATOR_PREFIX}/merchants/:merchantCode/chats`;

/**
 * The live-chat desk: members' threads, latest first (GET, `waiting=true` for those whose last
 * word is the member's); one thread (GET /:memberId, which marks it read); an answer (POST).
 */
export const operatorChatRoutes: OperatorMerchantRoutes<{ chat: ChatService }> = async (
  app,
  { chat, merchantId },
) => {
  const route = merchantRoutes(merchantId);
  app.get(
    threads,
    route(
      ChatThreads,
      { params: OperatorMerchantParams, querystring: ChatThreadsQuery },
      (id, { query }) =>
        chat.desk.threads(id, {
          waiting: query.waiting === 'true',
          ...(query.before === undefined ? {} : { before: query.before }),
        }),
    ),
  );
  app.get(
    `${threads}/:memberId`,
    route(
      ChatPage,
      { params: ChatThreadParams, querystring: ChatThreadQuery },
      (id, { params, query }) => chat.desk.thread(id, params.memberId, query.before),
    ),
  );
  app.post(
    `${threads}/:memberId`,
    route(ChatMessage, { params: ChatThreadParams, body: ChatSend }, (id, request) =>
      chat.desk.answer(
        id,
        request.params.memberId,
        request.operatorActor?.operatorId ?? null,
        request.body,
      ),
    ),
  );
};
