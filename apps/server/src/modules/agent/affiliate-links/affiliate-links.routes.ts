import {
  AFFILIATE_INFO_PATH,
  AFFILIATE_LINKS_MODULE,
  AffiliateInfo,
  createAffUrlRelay,
  ok,
  deleteAffUrlRelay,
  regAffRelay,
  viewAffUrlsRelay,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { agentOf } from '../scope.js';
import type { AffiliateLinksService } from './affiliate-links.service.js';

/** A new link per client address: enough for an agent's campaigns, a wall for scripts. */
const CREATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/**
 * The affiliate link relays (SPEC §7 affiliate rows) and the affiliate info (GET
 * /wps/agent/affiliate), each about the caller's own links.
 */
export const affiliateLinksRoutes: FastifyPluginAsyncZod<{
  affiliateLinks: AffiliateLinksService;
}> = async (app, { affiliateLinks }) => {
  app.get(
    AFFILIATE_INFO_PATH,
    { config: { auth: 'agent', module: AFFILIATE_LINKS_MODULE }, schema: answering(AffiliateInfo) },
    async (request) => ok(await affiliateLinks.info(agentOf(request))),
  );
  app.addRelay(
    createAffUrlRelay,
    (body, request) => affiliateLinks.create(agentOf(request), body),
    { rateLimit: CREATE_LIMIT },
  );
  app.addRelay(viewAffUrlsRelay, (query, request) => affiliateLinks.list(agentOf(request), query));
  app.addRelay(deleteAffUrlRelay, (query, request) =>
    affiliateLinks.remove(agentOf(request), query.id),
  );
  app.addRelay(regAffRelay, ({ linkId, ...page }, request) =>
    affiliateLinks.registrations(agentOf(request), linkId, page),
  );
};
