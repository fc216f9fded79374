import type { OperatorDeposit } from '@app/contracts';
import type { TableColumnsType } from 'antd';
import { formatMoney, formatTime } from '@/shared/format';
import { StatusTag } from '@/shared/status-tag';

/** The deposit queue's columns but its actions. */
export const depositColumns = (t: (key: string) => string): TableColumnsType<OperatorDeposit> => [
  { title: t('queue.id'), dataIndex: 'id', width: 80 },
  { title: t('queue.account'), dataIndex: 'account' },
  {
    title: t('queue.amount'),
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => <strong>{formatMoney(amount)}</strong>,
  },
  { title: t('queue.fee'), dataIndex: 'fee', align: 'right', render: formatMoney },
  { title: t('queue.credit'), dataIndex: 'credit', align: 'right', render: formatMoney },
  { title: t('queue.channel'), dataIndex: 'channelName' },
  { title: t('queue.reference'), dataIndex: 'reference' },
  { title: t('queue.createdAt'), dataIndex: 'createdAt', render: formatTime },
  {
    title: t('queue.status'),
    dataIndex: 'status',
    render: (status: string, row) => (
      <>
        <StatusTag status={status} />
        {row.rejectReason && <div style={{ color: '#888' }}>{row.rejectReason}</div>}
      </>
    ),
  },
  { title: t('queue.decidedAt'), dataIndex: 'decidedAt', render: formatTime },
];
