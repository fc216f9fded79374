import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { sessionOf } from '@/plugins/auth.js';

/**
 * The agent tree (schema/members.ts): a member's `path` lists its uplines' ids ("/1/7/" for a
 * member under 7 under 1), so an agent's team (its whole subtree, itself left out) is every
 * member of the merchant whose path starts with the agent's path followed by its id.
 */
export type AgentCaller = { memberId: number; merchantId: number; type: number };

/** The path prefix of `member`'s team: its own path and id ("/1/7/" + "42/"). */
export const teamPrefixOf = (member: { id: number; path: string }) => `${member.path}${member.id}/`;

/**
 * `members` rows in the team whose prefix is `prefix`. Paths hold only digits and slashes, so
 * the prefix needs no LIKE escaping.
 */
export const inTeam = (prefix: string): SQL => like(members.path, `${prefix}%`);

/** The signed-in agent of a route with `config.auth: 'agent'`. */
export const agentOf = (request: FastifyRequest): AgentCaller => {
  const { memberId, merchantId, type } = sessionOf(request);
  return { memberId, merchantId, type };
};

export type TeamMember = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  uplineId: number | null;
  path: string;
};

const teamMemberColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  type: members.type,
  uplineId: members.uplineId,
  path: members.path,
};

/**
 * Every agent call answers only about the caller's own subtree: these are the two questions it
 * asks. A member outside it, of another merchant or unknown, is one answer (404
 * agent.downline.not.found): the call does not tell which.
 */
export function createAgentScope(db: DbOrTx) {
  /** The caller's own row: its path is where its team starts. */
  async function self(caller: AgentCaller): Promise<TeamMember> {
    const [row] = await db
      .select(teamMemberColumns)
      .from(members)
      .where(and(eq(members.id, caller.memberId), eq(members.merchantId, caller.merchantId)));
    if (!row) throw new AppError('agent.only');
    return row;
  }

  return {
    self,

    /** The team prefix of the caller ("/1/7/42/" for agent 42). */
    async prefix(caller: AgentCaller): Promise<string> {
      return teamPrefixOf(await self(caller));
    },

    /** `memberId` when it is in the caller's team (any depth), else 404. */
    async downline(caller: AgentCaller, memberId: number): Promise<TeamMember> {
      const prefix = await this.prefix(caller);
      const [row] = await db
        .select(teamMemberColumns)
        .from(members)
        .where(
          and(eq(members.id, memberId), eq(members.merchantId, caller.merchantId), inTeam(prefix)),
        );
      if (!row) throw new AppError('agent.downline.not.found');
      return row;
    },

    /** Like downline, but only a direct downline (first level) answers. */
    async directDownline(caller: AgentCaller, memberId: number): Promise<TeamMember> {
      const row = await this.downline(caller, memberId);
      if (row.uplineId !== caller.memberId) throw new AppError('agent.downline.not.found');
      return row;
    },

    /** The team's size (every depth), for the team list's rows and the home. */
    async teamSize(merchantId: number, prefix: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), inTeam(prefix)));
      return row?.n ?? 0;
    },
  };
}

export type AgentScope = ReturnType<typeof createAgentScope>;
