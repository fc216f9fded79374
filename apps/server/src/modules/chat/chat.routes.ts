import { chatUnreadRelay, launchChatRelay, readChatRelay, sendChatRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import type { ChatService } from './chat.service.js';

/** A member's live-chat thread (SPEC §7 CBS_launchChat): every answer is the caller's own. */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  privateAnswers(app);
  app.addRelay(launchChatRelay, async ({ before }, request) =>
    chat.member.launch(memberIdsOf(request), before),
  );
  app.addRelay(sendChatRelay, async (body, request) =>
    chat.member.send(memberIdsOf(request), body),
  );
  app.addRelay(readChatRelay, async (_body, request) => {
    await chat.member.read(memberIdsOf(request));
    return null;
  });
  app.addRelay(chatUnreadRelay, async (_query, request) =>
    chat.member.unread(memberIdsOf(request)),
  );
};
