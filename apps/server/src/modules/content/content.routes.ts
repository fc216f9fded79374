import {
  getAnnouncementsRelay,
  HelpCenterQuery,
  isAgentType,
  lobbyNewsRelay,
  readAnnouncementRelay,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
// app.addRelay is declared there; e2e/ type-checks this file on its own.
import { endOfMinute } from './content.answers.js';
import type { ContentService } from './content.service.js';

/** The home page's content, the notice page's read flags and the help centre (SPEC §7). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const snapshotOf = (request: Parameters<typeof merchantOf>[0]) =>
    content.snapshot(merchantOf(request).merchant.id);

  app.addRelay(getAnnouncementsRelay, async (input, request, reply) => {
    const snapshot = await snapshotOf(request);
    const { session } = request;
    const filter = {
      language: request.language,
      types: input.types,
      groupName: input.groupName,
      platform: input.platform,
      at: endOfMinute(Date.now()),
      agent: session !== undefined && isAgentType(session.type),
    };
    if (!session) {
      await content.answers.announcements.send(request, reply, { snapshot, filter });
      return reply;
    }
    // A member's read flags are theirs alone.
    void reply.header('cache-control', 'private, no-store');
    return content.memberAnnouncements(snapshot, filter, session.memberId);
  });

  app.addRelay(lobbyNewsRelay, async (input, request, reply) => {
    const params = {
      snapshot: await snapshotOf(request),
      language: request.language,
      platform: input.platform,
      at: endOfMinute(Date.now()),
    };
    await content.answers.lobbyNews.send(request, reply, params);
    return reply;
  });

  app.addRelay(readAnnouncementRelay, async ({ id }, request) => {
    const session = sessionOf(request);
    const member = { memberId: session.memberId, agent: isAgentType(session.type) };
    await content.markRead(await snapshotOf(request), member, id);
    return true;
  });

  app.get(
    '/wps/system/helpCenter',
    { schema: { querystring: HelpCenterQuery } },
    async (request, reply) => {
      const { lang, device } = request.query;
      const params = {
        snapshot: await snapshotOf(request),
        language: lang ?? request.language,
        device,
      };
      await content.answers.helpCenter.send(request, reply, params);
      return reply;
    },
  );
};
