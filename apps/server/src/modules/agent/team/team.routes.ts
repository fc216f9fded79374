import { subordinateRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { agentOf } from '../scope.js';
import type { TeamService } from './team.service.js';

/** Team management: GET /wps/relay/ODSFE2_Subordinate (agents; DOWNMAN). */
export const teamRoutes: FastifyPluginAsync<{ team: TeamService }> = async (app, { team }) => {
  app.addRelay(subordinateRelay, (query, request) => team.page(agentOf(request), query));
};
