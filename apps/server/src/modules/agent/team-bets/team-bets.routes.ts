import { teamBetRelay } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { agentOf } from '../scope.js';
import type { TeamBetsService } from './team-bets.service.js';

/** Team betting: GET /wps/relay/ODSFE2_lottTeamBet (agents; TEAMBETTING3). Read only. */
export const teamBetsRoutes: FastifyPluginAsync<{ teamBets: TeamBetsService }> = async (
  app,
  { teamBets },
) => {
  app.addRelay(teamBetRelay, (query, request) =>
    teamBets.page(agentOf(request), query, request.language),
  );
};
