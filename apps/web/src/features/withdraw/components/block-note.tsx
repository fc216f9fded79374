import type { WithdrawInfo } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { Icon } from '@/shared/ui/icons';
import type { WithdrawBlock } from '../lib/checks';

/** Why the withdraw button is off: said beside it, and tied to it for screen readers. */
export function BlockNote({
  id,
  block,
  info,
}: {
  id: string;
  block: WithdrawBlock;
  info: WithdrawInfo;
}) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  return (
    <p id={id} className="withdraw-block">
      <Icon className="withdraw-block-icon">
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </Icon>
      <span>
        {t(`block.${block}`, {
          remaining: money(info.turnover.remaining),
          max: info.limits.dailyCount,
          min: money(info.limits.minAmount),
        })}
      </span>
    </p>
  );
}
