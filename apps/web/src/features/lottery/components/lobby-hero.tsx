import type { LotteryGame } from '@app/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '@/shared/site/use-site';
import { JackpotReels, useJackpotValue } from '@/shared/ui/jackpot';
import { useIsShown } from '@/shared/use-is-shown';
import { LOTTERY_JACKPOT } from '../constants';
import type { OpenGame } from '../hooks/use-open-game';
import { SaleClock } from './sale-clock';

type Props = {
  /** The game whose sale closes next, with its deadline; undefined when none is on sale. */
  next: { game: LotteryGame; deadline: number; to: string } | undefined;
  onOpen: OpenGame;
  /**
   * The menus are still coming: the next draw's box keeps its place (an empty box of its size),
   * so the tabs and games below do not move down when it fills (a layout shift of 0.16).
   */
  isLoading?: boolean;
};

/**
 * The lobby's banner: the lotto's art, its jackpot (SPEC §9: 100,000,000 to 240,000,000, 2
 * decimals, currency symbol, growing) and the draw that closes next, with its countdown.
 */
export function LobbyHero({ next, onOpen, isLoading = false }: Props) {
  const { t } = useTranslation('lottery');
  return (
    <section className="lottery-hero" aria-labelledby="lottery-hero-title">
      <BallsArt />
      <div className="lottery-hero-text">
        <h1 id="lottery-hero-title">{t('lobby.title')}</h1>
        <p>{t('lobby.tagline')}</p>
      </div>
      <LotteryJackpot />
      {next && (
        <div className="lottery-hero-next">
          <span className="lottery-hero-next-label">{t('lobby.next_close')}</span>
          <span className="lottery-hero-next-name">{next.game.gameName}</span>
          <SaleClock deadline={next.deadline} size="large" />
          <Link
            className="lottery-cta"
            to={next.to}
            onClick={(event) => onOpen(event, next.game.gameCode)}
            aria-label={t('lobby.bet_now_on', { name: next.game.gameName })}
          >
            {t('lobby.bet_now')}
          </Link>
        </div>
      )}
      {!next && isLoading && (
        <div
          className="lottery-hero-next is-placeholder"
          aria-hidden="true"
          data-testid="next-placeholder"
        >
          <span className="lottery-hero-next-label">{t('lobby.next_close')}</span>
          <span className="lottery-hero-next-name">{'\u00a0'}</span>
          <SaleClock deadline={null} size="large" />
          <span className="lottery-cta">{t('lobby.bet_now')}</span>
        </div>
      )}
    </section>
  );
}

/** The lotto jackpot: its own component, so its ticks re-render only the reels. */
function LotteryJackpot() {
  const { t } = useTranslation('lottery');
  const { settings } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const value = useJackpotValue(LOTTERY_JACKPOT, useIsShown(box));
  return (
    <div ref={box} className="lottery-jackpot" role="group" aria-label={t('lobby.jackpot')}>
      <span className="lottery-jackpot-label" aria-hidden="true">
        {t('lobby.jackpot')}
      </span>
      <JackpotReels
        value={value}
        decimals={LOTTERY_JACKPOT.decimals}
        symbol={settings?.currencySymbol ?? ''}
        digitHeight="min(1.45rem, 5.6vw)"
      />
    </div>
  );
}

/** Three lottery balls tumbling out of the corner (decoration, drawn here). */
function BallsArt() {
  const balls = [
    { cx: 318, cy: 44, r: 38, hue: '#ffd25e', deep: '#d88a00', n: '7' },
    { cx: 258, cy: 96, r: 28, hue: '#ff6a7d', deep: '#b3122e', n: '3' },
    { cx: 340, cy: 122, r: 24, hue: '#6ad8ff', deep: '#1167b3', n: '9' },
  ];
  return (
    <svg className="lottery-hero-art" viewBox="225 0 150 150" aria-hidden="true">
      <defs>
        {balls.map((ball) => (
          <radialGradient key={ball.n} id={`hero-ball-${ball.n}`} cx="0.35" cy="0.3" r="0.75">
            <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
            <stop offset="0.25" stopColor={ball.hue} />
            <stop offset="1" stopColor={ball.deep} />
          </radialGradient>
        ))}
      </defs>
      {balls.map((ball) => (
        <g key={ball.n}>
          <circle cx={ball.cx} cy={ball.cy} r={ball.r} fill={`url(#hero-ball-${ball.n})`} />
          <circle cx={ball.cx} cy={ball.cy} r={ball.r * 0.48} fill="#fff" opacity="0.92" />
          <text
            x={ball.cx}
            y={ball.cy + ball.r * 0.2}
            textAnchor="middle"
            fontSize={ball.r * 0.62}
            fontWeight="900"
            fill="#1b1300"
          >
            {ball.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
