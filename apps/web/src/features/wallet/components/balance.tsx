import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, RefreshIcon, EyeOpenIcon } from '@/shared/ui/icons';
import { useBalance, useRefreshBalance } from '@/shared/balance';
import { formatMoney } from '@/shared/format';
import { BALANCE_MASK } from '../constants';
import { balanceVisibility, useBalanceHidden } from '../hooks/use-balance-visibility';
import { IconButton } from '@/shared/ui/icon-button';
import './balance.css';

/**
 * SPEC §2/§4 total balance: currency symbol and the amount with 2 decimals, a hide/show toggle
 * (asterisks, remembered) and a refresh button; masked while it loads or refreshes.
 */
export function Balance({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('wallet');
  const { data, isFetching } = useBalance();
  const hidden = useBalanceHidden();
  const refresh = useRefreshBalance();
  const shown = data && !hidden && !isFetching ? data : undefined;

  return (
    <div className={`balance ${className ?? ''}`} role="group" aria-label={t('balance')}>
      <span className="balance-amount" data-testid="balance-amount" aria-live="polite">
        {shown ? (
          formatMoney(shown.cashMinor, shown.currencySymbol, parseLanguage(i18n.language))
        ) : (
          <>
            {data?.currencySymbol}
            <span role="img" aria-label={isFetching ? t('refreshing') : t('hidden')}>
              {BALANCE_MASK}
            </span>
          </>
        )}
      </span>
      <IconButton
        className="balance-button"
        label={hidden ? t('show') : t('hide')}
        onClick={() => balanceVisibility.toggle()}
      >
        {hidden ? <EyeClosedIcon /> : <EyeOpenIcon />}
      </IconButton>
      <IconButton
        className="balance-button"
        label={t('refresh')}
        disabled={isFetching}
        onClick={() => void refresh()}
      >
        <RefreshIcon className={isFetching ? 'balance-spin' : undefined} />
      </IconButton>
    </div>
  );
}
