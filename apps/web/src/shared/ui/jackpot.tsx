import { useEffect, useState, type CSSProperties } from 'react';
import { formatWhole } from '../format';
import './jackpot.css';

/** A jackpot counter's rules (SPEC §4 "Jackpot counter", §9), in major units. */
export type JackpotRules = {
  min: number;
  max: number;
  decimals: number;
  incrementMin: number;
  incrementMax: number;
  /** Seconds between two increases: one of these, at random. */
  tickSeconds: readonly number[];
};

/** A whole number in [min, max], from `random` (Math.random by default; tests pass their own). */
export const randomBetween = (min: number, max: number, random = Math.random) =>
  min + Math.floor(random() * (max - min + 1));

const scaleOf = (rules: JackpotRules) => 10 ** rules.decimals;

/** The first value, in minor units (10^-decimals): anywhere between min and max. */
export const jackpotStartOf = (rules: JackpotRules, random = Math.random) =>
  randomBetween(rules.min * scaleOf(rules), rules.max * scaleOf(rules), random);

/** One increase, in minor units. */
export const jackpotIncrementOf = (rules: JackpotRules, random = Math.random) =>
  randomBetween(rules.incrementMin * scaleOf(rules), rules.incrementMax * scaleOf(rules), random);

/** The wait before the next increase, in ms. */
export const jackpotDelayOf = (rules: JackpotRules, random = Math.random) =>
  (rules.tickSeconds[Math.floor(random() * rules.tickSeconds.length)] ??
    rules.tickSeconds[0] ??
    3) * 1000;

const keyOf = (rules: JackpotRules) =>
  [
    rules.min,
    rules.max,
    rules.decimals,
    rules.incrementMin,
    rules.incrementMax,
    ...rules.tickSeconds,
  ].join(':');

/**
 * SPEC §4 "Jackpot counter": starts at a random value between min and max and grows by a random
 * amount after a random one of the tick times (a new pick each time). In minor units. New rules
 * (an operator changed the merchant's) start again within their own range; equal rules in a new
 * object change nothing. It grows only while `isRunning` (its reels are on screen and the page is
 * visible, see useIsShown): a counter nobody sees costs a low-end phone nothing.
 */
export function useJackpotValue(rules: JackpotRules, isRunning = true): number {
  const key = keyOf(rules);
  const [state, setState] = useState(() => ({ key, value: jackpotStartOf(rules) }));
  let current = state;
  if (state.key !== key) {
    current = { key, value: jackpotStartOf(rules) };
    setState(current);
  }
  const { value } = current;
  const { min, max, decimals, incrementMin, incrementMax, tickSeconds } = rules;
  useEffect(() => {
    if (!isRunning) return;
    const now = { min, max, decimals, incrementMin, incrementMax, tickSeconds };
    const step = jackpotIncrementOf(now);
    const timer = setTimeout(
      () => setState((latest) => ({ ...latest, value: latest.value + step })),
      jackpotDelayOf(now),
    );
    return () => clearTimeout(timer);
    // The key stands for the rules' values: a new object of equal values changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, key, isRunning]);
  return value;
}

/** A value in minor units as the reels show it: grouped, with its decimals. */
export const jackpotText = (value: number, decimals: number): string => {
  if (decimals === 0) return formatWhole(value);
  const scale = 10 ** decimals;
  return `${formatWhole(Math.floor(value / scale))}.${String(value % scale).padStart(decimals, '0')}`;
};

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** A reel's ten digits: one element tree for every reel and tick, so a tick diffs no digit. */
const STRIP = DIGITS.map((d) => <span key={d}>{d}</span>);

type ReelsProps = {
  /** In minor units (10^-decimals). */
  value: number;
  decimals: number;
  symbol: string;
  /** The digit height in CSS (SPEC §9: 62 on the 750 px design). */
  digitHeight: string;
  className?: string;
};

/**
 * The jackpot's digits: every digit is a fixed-width reel that rolls (CSS transition) to its next
 * value, so the number never changes width while it grows; with reduced motion it just changes.
 * Screen readers get the whole amount, not the reels.
 */
export function JackpotReels({ value, decimals, symbol, digitHeight, className }: ReelsProps) {
  const text = jackpotText(value, decimals);
  return (
    <p
      className={`jackpot-amount${className ? ` ${className}` : ''}`}
      data-testid="jackpot-amount"
      data-value={value}
      style={{ '--digit-h': digitHeight } as CSSProperties}
    >
      <span className="visually-hidden">{`${symbol}${text}`}</span>
      <span className="jackpot-reels" aria-hidden="true">
        {symbol && <span className="jackpot-symbol">{symbol}</span>}
        {Array.from(text).map((char, i) =>
          /\d/.test(char) ? (
            <span key={i} className="jackpot-digit">
              <span
                className="jackpot-strip"
                style={{ transform: `translateY(${-Number(char) * 10}%)` }}
              >
                {STRIP}
              </span>
            </span>
          ) : (
            <span key={i} className="jackpot-sep">
              {char}
            </span>
          ),
        )}
      </span>
    </p>
  );
}
