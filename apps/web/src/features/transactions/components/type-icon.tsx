import type { TransactionType } from '@app/contracts';
import { GiftIcon, Icon } from '@/shared/ui/icons';

/** Each type's line drawing (24×24); a bonus is the shared gift. */
const PATHS: Record<Exclude<TransactionType, 'bonus'>, string> = {
  // Into the wallet.
  deposit: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14',
  // Out of it.
  withdraw: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19.5h14',
  // Back again.
  withdraw_return: 'M9 14 4 9l5-5M4 9h10.5a5 5 0 0 1 0 10H10',
  // A casino chip.
  bet: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7M12 4v3M12 17v3M4 12h3M17 12h3',
  // A trophy.
  win: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5.5a2.5 2.5 0 0 0 2.8 3.6M16 6h2.5a2.5 2.5 0 0 1-2.8 3.6M12 13v3.5M9 20h6M10 16.5h4V20h-4z',
  // Round and back.
  refund:
    'M19.5 12a7.5 7.5 0 0 1-13.4 4.6M4.5 12a7.5 7.5 0 0 1 13.4-4.6M18.5 3.8v4h-4M5.5 20.2v-4h4',
  // Across, from one member to another (to or from an upline).
  transfer: 'M4 8.5h14M14.5 5 18 8.5 14.5 12M20 15.5H6M9.5 12 6 15.5 9.5 19',
  // A wallet, opened: the money an account starts with.
  opening: 'M4 7.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7.5 15 4v3.5M16 13.5h1.5',
  // Sliders: the site's staff set the balance right (with a reason on their side).
  adjustment: 'M4 7h16M4 12h16M4 17h16M9 5v4M15 10v4M10 15v4',
  // Down the team: from an agent to a downline (or from the upline agent).
  agent_transfer:
    'M12 4v9M8.5 9.5 12 13l3.5-3.5M6 17.5a2.5 2.5 0 1 0 0 .1M18 17.5a2.5 2.5 0 1 0 0 .1M12 17.5a2.5 2.5 0 1 0 0 .1',
  // A red envelope: the flap and its seal.
  red_envelope: 'M6 3.5h12v17H6zM6 3.5l6 5 6-5M12 10.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6',
  // Up the team: a share of the team's bets coming back to the agent.
  agent_rebate:
    'M12 20v-9M8.5 14.5 12 11l3.5 3.5M6 6.5a2.5 2.5 0 1 0 0 .1M18 6.5a2.5 2.5 0 1 0 0 .1',
  // A pay slip: a contract's salary.
  agent_salary: 'M6 3.5h12v17H6zM9 8h6M9 11.5h6M9 15h3.5',
  // A pie with a slice out: a share of the team's result.
  agent_dividend: 'M11 4a8 8 0 1 0 9 9h-9zM14 3v7h7a7 7 0 0 0-7-7',
};

/** The type's marker: its drawing on a tile in the type's colour (decorative; the name is text). */
export function TypeIcon({ type }: { type: TransactionType }) {
  return (
    <span className={`tx-icon is-${type}`}>
      {type === 'bonus' ? (
        <GiftIcon />
      ) : (
        <Icon>
          <path d={PATHS[type]} />
        </Icon>
      )}
    </span>
  );
}
