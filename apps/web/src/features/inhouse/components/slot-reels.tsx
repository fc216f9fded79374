import { SLOT_LINES, SLOT_STRIPS, type SlotLineWin, type SlotSymbol } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REEL_FIRST_STOP_MS, REEL_STAGGER_MS } from '../constants';
import { SlotSymbolArt } from './slot-symbols';

export type ReelPhase = 'idle' | 'spinning' | 'stopping' | 'done';

type Props = {
  /** grid[row][reel] on show when still. */
  grid: SlotSymbol[][];
  /** Where each reel lands (top row position on its strip), once the answer is in. */
  stops: number[] | undefined;
  phase: ReelPhase;
  /** Lines highlighted once the reels are still. */
  wins: SlotLineWin[];
  onStopped: () => void;
};

/** Cells a reel runs through before landing: later reels run longer, so they stop in turn. */
const leadOf = (reel: number) => 10 + reel * 4;
const durationOf = (reel: number) => REEL_FIRST_STOP_MS + reel * REEL_STAGGER_MS;
const symbolAt = (reel: number, position: number): SlotSymbol => {
  const strip = SLOT_STRIPS[reel] ?? [];
  return strip[((position % strip.length) + strip.length) % strip.length] ?? 'cherry';
};
const LINE_COLOURS = ['#f3c74f', '#4fd1ff', '#ff7ad9', '#7dff8a', '#ff9f45'];

/** The three reels: spinning while the bet is on its way, stopping one by one on the answer. */
export function SlotReels({ grid, stops, phase, wins, onStopped }: Props) {
  const { t } = useTranslation('inhouse');
  const stopped = useRef(new Set<number>());
  const done = useRef(onStopped);
  useEffect(() => {
    done.current = onStopped;
  });

  useEffect(() => {
    if (phase !== 'stopping') return;
    stopped.current.clear();
    // Should an animation never end (hidden tab), the reels still land.
    const fallback = window.setTimeout(() => done.current(), durationOf(2) + 500);
    return () => window.clearTimeout(fallback);
  }, [phase, stops]);

  const onReelEnd = (reel: number) => {
    stopped.current.add(reel);
    if (stopped.current.size === SLOT_STRIPS.length) done.current();
  };
  const winningCells = new Set(
    phase === 'done'
      ? wins.flatMap((win) => (SLOT_LINES[win.line] ?? []).map((row, reel) => `${row}:${reel}`))
      : [],
  );

  return (
    <div
      className={`slot-window is-${phase}`}
      aria-busy={phase === 'spinning' || phase === 'stopping'}
    >
      {SLOT_STRIPS.map((_, reel) => (
        <div key={reel} className="slot-reel">
          {phase === 'spinning' && <SpinningStrip reel={reel} />}
          {phase === 'stopping' && stops && (
            <div
              className="slot-strip is-stopping"
              style={{
                ['--lead' as string]: leadOf(reel),
                ['--duration' as string]: `${durationOf(reel)}ms`,
              }}
              onAnimationEnd={() => onReelEnd(reel)}
            >
              {Array.from({ length: leadOf(reel) + 3 }, (_, cell) => (
                <div key={cell} className="slot-cell">
                  <SlotSymbolArt
                    symbol={symbolAt(reel, (stops[reel] ?? 0) - leadOf(reel) + cell)}
                  />
                </div>
              ))}
            </div>
          )}
          {(phase === 'idle' || phase === 'done') && (
            <div className="slot-strip">
              {grid.map((row, rowIndex) => {
                const symbol = row[reel] ?? 'cherry';
                const win = winningCells.has(`${rowIndex}:${reel}`);
                return (
                  <div key={rowIndex} className={`slot-cell${win ? ' is-win' : ''}`}>
                    <SlotSymbolArt symbol={symbol} label={t(`slot.symbols.${symbol}`)} />
                  </div>
                );
              })}
            </div>
          )}
        </div>
      ))}
      {phase === 'done' && wins.length > 0 && (
        <svg
          className="slot-lines"
          viewBox="0 0 300 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {wins.map((win) => (
            <polyline
              key={win.line}
              points={(SLOT_LINES[win.line] ?? [])
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(' ')}
              stroke={LINE_COLOURS[win.line] ?? '#f3c74f'}
            />
          ))}
        </svg>
      )}
    </div>
  );
}

/** A blur of the reel's own symbols, looping until the answer comes. */
function SpinningStrip({ reel }: { reel: number }) {
  const strip = SLOT_STRIPS[reel] ?? [];
  return (
    <div className="slot-strip is-spinning" style={{ ['--cells' as string]: strip.length }}>
      {[...strip, ...strip].map((symbol, cell) => (
        <div key={cell} className="slot-cell">
          <SlotSymbolArt symbol={symbol} />
        </div>
      ))}
    </div>
  );
}
