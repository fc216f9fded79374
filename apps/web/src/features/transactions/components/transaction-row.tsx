import type { TransactionRecord } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { formatTime } from '@/shared/record-days';
import { TypeIcon } from './type-icon';

/**
 * One movement: its type's marker and name, the ledger's memo, the time, the signed amount (green
 * in, red out) and the balance it left.
 */
export function TransactionRow({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation('transactions');
  const { money, signed } = useMoney();
  const isIn = record.amount >= 0;
  const balance =
    record.balanceAfter < 0 ? signed(record.balanceAfter) : money(record.balanceAfter);
  return (
    <li className="tx-row" data-type={record.type}>
      <TypeIcon type={record.type} />
      <span className="tx-name">{t(`types.${record.type}`)}</span>
      <strong className={`tx-amount ${isIn ? 'is-in' : 'is-out'}`}>{signed(record.amount)}</strong>
      {record.memo && (
        <span className="tx-memo" title={record.memo}>
          {record.memo}
        </span>
      )}
      <span className="tx-balance">{t('balance', { amount: balance })}</span>
      <time className="tx-time" dateTime={new Date(record.createdAt).toISOString()}>
        {formatTime(record.createdAt, parseLanguage(i18n.language))}
      </time>
    </li>
  );
}
