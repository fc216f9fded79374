import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createAgentScope, type AgentScope } from './scope.js';
import { teamRoutes } from './team/team.routes.js';
import { createTeamService, type TeamService } from './team/team.service.js';

export { agentOf, inTeam, teamPrefixOf, type AgentCaller, type AgentScope } from './scope.js';

export type AgentDeps = { db: Db };

/**
 * The agent centre (SPEC §1, §2 agent routes, AGENTS.md): every call needs an agent's session
 * (`config.auth: 'agent'`) and answers only about the caller's own subtree (scope.ts). Each
 * capability lives in a folder of its own here and adds its services and routes below.
 */
export type AgentServices = { scope: AgentScope; team: TeamService };

export function createAgentServices({ db }: AgentDeps): AgentServices {
  const scope = createAgentScope(db);
  return { scope, team: createTeamService({ db, scope }) };
}

/** Each capability's routes, given every agent service; a new capability adds its plugin here. */
const AGENT_ROUTES: readonly FastifyPluginAsync<AgentServices>[] = [teamRoutes];

export const agentModule = fp(
  async function agent(app: FastifyInstance, services: AgentServices) {
    for (const routes of AGENT_ROUTES) await app.register(routes, services);
  },
  { name: 'agent', dependencies: ['auth'] },
);
