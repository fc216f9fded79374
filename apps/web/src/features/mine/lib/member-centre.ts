import { isAgentType } from '@app/contracts/zod-free';
import { MINE_LINKS, MISSION_PROMOTION } from '../constants';

/** One row of the member centre's list: its i18n key (mine namespace) and where it leads. */
export type ListItem = { key: string; to: string };

/** What the list depends on: the merchant's flags and settings, and the member. */
export type ListInput = {
  flags: Readonly<Record<string, boolean>>;
  withdrawalEnabled: boolean;
  /** Promotions the merchant runs (MISSION, REFERRAL…). */
  promotions: ReadonlySet<string>;
  /** The signed-in member; undefined for a guest. */
  member: { type: number; toUpline: boolean } | undefined;
};

/**
 * SPEC §2 "List items by flag", in the spec's order: agency centre for agent types (hidden while
 * HIAGECEN3 is set, AGENTS.md "The agent menu"), load record
 * (DEPRECM3), withdraw report (WITHREC3 and withdrawal on), account record (TRANSREC3), betting
 * record (TRANSBETREPMEM3), profit and loss (PERSREP), upline transfer (AGETRANSFERUP3, the member
 * has toUpline and is not type 2), reward centre (REWCEN3), manual rebate (MANPLAYREB3), mission
 * activity (MISSION promotion), my rebate (PLYRBT), news (MAILCEN); help and feedback always.
 */
export function listItems({ flags, withdrawalEnabled, promotions, member }: ListInput): ListItem[] {
  const on = (flag: string) => flags[flag] === true;
  const rows: [boolean, string, string][] = [
    [
      member !== undefined && isAgentType(member.type) && !on('HIAGECEN3'),
      'agency_center',
      MINE_LINKS.agent,
    ],
    [on('DEPRECM3'), 'load_record', MINE_LINKS.depositRecord],
    [on('WITHREC3') && withdrawalEnabled, 'withdraw_report', MINE_LINKS.withdrawRecord],
    [on('TRANSREC3'), 'account_record', MINE_LINKS.accountRecord],
    [on('TRANSBETREPMEM3'), 'betting_record', MINE_LINKS.bettingRecord],
    [on('PERSREP'), 'profit_and_loss', MINE_LINKS.profitAndLoss],
    [
      on('AGETRANSFERUP3') && member !== undefined && member.toUpline && member.type !== 2,
      'upline_transfer',
      MINE_LINKS.uplineTransfer,
    ],
    [on('REWCEN3'), 'reward_center', MINE_LINKS.rewardCenter],
    [on('MANPLAYREB3'), 'manual_rebate', MINE_LINKS.manualRebate],
    [promotions.has(MISSION_PROMOTION), 'mission_activity', MINE_LINKS.mission],
    [on('PLYRBT'), 'my_rebate', MINE_LINKS.myRebate],
    [on('MAILCEN'), 'news', MINE_LINKS.news],
    [true, 'help_center', MINE_LINKS.help],
    [true, 'feedback', MINE_LINKS.feedback],
  ];
  return rows.filter(([shown]) => shown).map(([, key, to]) => ({ key, to }));
}

/** SPEC §3: whole days since registration. */
export const joinedDays = (regDate: number, now = Date.now()) =>
  Math.max(0, Math.floor((now - regDate) / 86_400_000));
