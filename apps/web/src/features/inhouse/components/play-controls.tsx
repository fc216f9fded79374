import type { ReactNode } from 'react';
import { StakeInput } from './stake-input';

/** Below a game's board: the stake, any note on it, and the play button. */
export function PlayControls({
  bet,
  busy,
  label,
  onPlay,
  children,
}: {
  bet: {
    stake: number | undefined;
    setStake: (stake: number | undefined) => void;
    balance: number | undefined;
    symbol: string;
    issue: unknown;
  };
  busy: boolean;
  label: string;
  onPlay: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <StakeInput
        value={bet.stake}
        onChange={bet.setStake}
        balance={bet.balance}
        symbol={bet.symbol}
        disabled={busy}
      />
      {children}
      <button
        type="button"
        className="play-button"
        disabled={busy || bet.issue !== undefined}
        onClick={onPlay}
      >
        {label}
      </button>
    </>
  );
}
