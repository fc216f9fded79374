import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBalance, useRefreshBalance } from '@/shared/balance';
import { formatMoney } from '@/shared/format';
import { Figure } from '@/shared/ui/figure';
import { IconButton } from '@/shared/ui/icon-button';
import { RefreshIcon, WalletIcon, WithdrawIcon } from '@/shared/ui/icons';
import { useSite } from '@/shared/site/use-site';
import { AGENT_LINKS } from '../constants';
import { greetingOf } from '../lib/greeting';

/**
 * SPEC §2 Agent home's top: the greeting of the hour with the agent's name, the total balance
 * (the wallet's, in minor units) and the withdraw and deposit buttons. Withdraw shows while the
 * site takes withdrawals (its route is closed otherwise).
 */
export function AgentHero({ name, hour }: { name: string; hour: number }) {
  const { t } = useTranslation('agent');
  const { language, settings } = useSite();
  const balance = useBalance();
  const refresh = useRefreshBalance();
  const isRefreshing = balance.isFetching;
  const data = balance.data;
  return (
    <section className="agent-hero" aria-labelledby="agent-greeting">
      <div className="agent-hello">
        <p id="agent-greeting" className="agent-greeting">
          {t(`greeting.${greetingOf(hour)}`)},<strong className="agent-name">{name}</strong>
        </p>
        <span className="agent-role">{t('role')}</span>
      </div>
      <div className="agent-wallet">
        <div className="agent-wallet-head">
          <span className="agent-wallet-label">{t('total_balance')}</span>
          <IconButton
            className={`icon-button agent-refresh${isRefreshing ? ' is-spinning' : ''}`}
            label={t('refresh')}
            disabled={isRefreshing}
            onClick={() => void refresh()}
          >
            <RefreshIcon />
          </IconButton>
        </div>
        <p className="agent-balance" aria-live="polite" aria-busy={balance.isPending}>
          {data ? (
            <Figure className="agent-balance-figure">
              {formatMoney(data.cashMinor, data.currencySymbol, language)}
            </Figure>
          ) : (
            <span className="skeleton agent-balance-skeleton" />
          )}
        </p>
        <div className="agent-actions">
          {settings?.withdrawalEnabled === true && (
            <Link to={AGENT_LINKS.withdraw} className="agent-action agent-action-outline">
              <WithdrawIcon />
              {t('withdraw')}
            </Link>
          )}
          <Link to={AGENT_LINKS.deposit} className="agent-action agent-action-gold">
            <WalletIcon />
            {t('deposit')}
          </Link>
        </div>
      </div>
    </section>
  );
}
