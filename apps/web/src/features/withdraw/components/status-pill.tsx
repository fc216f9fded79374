import type { WithdrawStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** A request's status as a coloured pill. */
export function StatusPill({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('withdraw');
  return <span className={`withdraw-status is-${status}`}>{t(`status.${status}`)}</span>;
}
