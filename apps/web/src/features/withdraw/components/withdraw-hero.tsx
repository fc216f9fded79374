import type { WithdrawInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/**
 * The page's headline: what one request may take out now — the server's own figure (0 while
 * turnover is owed or a request is in process) — the cash when that differs, and what is held by
 * a request in process.
 */
export function WithdrawHero({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  return (
    <header className="withdraw-hero">
      <HeroArt />
      <h2 className="withdraw-hero-label">{t('hero.available')}</h2>
      <p className="withdraw-hero-amount" data-testid="withdraw-available">
        {money(info.withdrawable)}
      </p>
      {info.withdrawable !== info.available && (
        <p className="withdraw-cash" data-testid="withdraw-cash">
          {t('hero.cash', { amount: money(info.available) })}
        </p>
      )}
      {info.held > 0 && (
        <p className="withdraw-held">
          <span className="withdraw-held-dot" aria-hidden="true" />
          {t('hero.held', { amount: money(info.held) })}
        </p>
      )}
    </header>
  );
}

/** A coin leaving a wallet: drawn here, decorative. */
function HeroArt() {
  return (
    <svg className="withdraw-hero-art" viewBox="0 0 120 96" aria-hidden="true">
      <defs>
        <linearGradient id="withdraw-coin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e0a722" />
        </linearGradient>
      </defs>
      <rect x="14" y="38" width="84" height="52" rx="12" fill="#2f3f96" />
      <rect x="14" y="38" width="84" height="14" rx="7" fill="#3b4db0" />
      <rect x="74" y="56" width="30" height="18" rx="9" fill="#1d2766" />
      <circle cx="86" cy="65" r="4" fill="#f3c74f" />
      <circle cx="58" cy="26" r="18" fill="url(#withdraw-coin)" />
      <circle cx="58" cy="26" r="12" fill="none" stroke="#b8860b" strokeWidth="2.5" />
      <path
        d="M58 19v14M54 23l4-4 4 4"
        stroke="#7a5200"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
