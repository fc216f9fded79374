import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { listPage, pageQueryFields } from './pages.js';
import { relaysFor } from './relay.js';
import { MEMBER_NAME_FIELDS, SiteDayText } from './shapes.js';
import { Instant, Minor } from './units.js';

/**
 * Team management (SPEC §2 /m/member/team, menu DOWNMAN; AGENTS.md "Downlines"): an agent's
 * downlines, the direct ones of the agent or of a sub-agent in its team (drill-down), searched by
 * name, filtered and sorted, a page at a time. Balances are minor units (units.ts).
 */

export const TEAM_PAGE_SIZE = 20;
export const TEAM_MAX_PAGE_SIZE = 50;

/** Which accounts: players (0, 40), agents (every agent type) or trial accounts (4). */
export const TEAM_MEMBER_KINDS = ['player', 'agent', 'trial'] as const;
export const TeamMemberKind = z.enum(TEAM_MEMBER_KINDS);
export type TeamMemberKind = z.infer<typeof TeamMemberKind>;

/** The orders a team list comes in (newest registration first by default). */
export const TEAM_SORTS = ['regDate', 'balance', 'lastLogin'] as const;
export const TeamSort = z.enum(TEAM_SORTS);
export type TeamSort = z.infer<typeof TeamSort>;

const SiteDay = SiteDayText;

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /wps/relay/ODSFE2_Subordinate. Without `parentId` the caller's direct downlines; with it
 * the direct downlines of that member, who must be in the caller's team (else 404
 * agent.downline.not.found). `customerName` searches the whole team under the parent by the
 * start of the account name instead. Registration days are site days, both counted.
 */
export const SubordinateQuery = z
  .object({
    parentId: BigSerialId.optional(),
    customerName: z.string().trim().min(1).max(32).optional(),
    kind: TeamMemberKind.optional(),
    online: Flag.optional(),
    regFrom: SiteDay.optional(),
    regTo: SiteDay.optional(),
    sort: TeamSort.default('regDate'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...pageQueryFields(TEAM_PAGE_SIZE, TEAM_MAX_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (query.regFrom !== undefined && query.regTo !== undefined && query.regFrom > query.regTo) {
      context.addIssue({ code: 'custom', path: ['regTo'], message: 'regTo is before regFrom' });
    }
  });
export type SubordinateQuery = z.input<typeof SubordinateQuery>;
export type SubordinateFilter = z.output<typeof SubordinateQuery>;

/** One downline as the team list shows it. */
export const Subordinate = z.object({
  ...MEMBER_NAME_FIELDS,
  isAgent: z.boolean(),
  /** Cash balance, minor units. */
  balance: Minor,
  regDate: Instant,
  /** The last sign-in, or null when never. */
  lastLoginAt: Instant.nullable(),
  /** Signed in now (a live session). */
  online: z.boolean(),
  /** Members under it, every depth. */
  teamSize: z.number().int(),
});
export type Subordinate = z.infer<typeof Subordinate>;

/** A step of the way down from the caller to the team shown: the caller first. */
export const TeamCrumb = z.object({ customerId: z.number().int(), customerName: z.string() });
export type TeamCrumb = z.infer<typeof TeamCrumb>;

export const SubordinatePage = listPage(Subordinate).extend({ breadcrumb: z.array(TeamCrumb) });
export type SubordinatePage = z.infer<typeof SubordinatePage>;

export const subordinateRelay = relaysFor({ auth: 'agent', module: 'DOWNMAN' }).get(
  'ODSFE2_Subordinate',
  SubordinateQuery,
  SubordinatePage,
);
