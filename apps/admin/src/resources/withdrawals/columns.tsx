import type { OperatorWithdrawal } from '@app/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { formatTime } from '@/shared/format';
import { moneyRequestColumns } from '@/shared/queue-page';

/** The withdrawal queue's columns but its actions: the payee in full, to pay to. */
export const withdrawalColumns = (
  t: (key: string) => string,
): TableColumnsType<OperatorWithdrawal> =>
  moneyRequestColumns<OperatorWithdrawal>(t, [
    {
      title: t('queue.payee'),
      key: 'payee',
      render: (_: unknown, { payee }) => (
        <>
          <div>{payee.accountName}</div>
          <div style={{ color: '#888' }}>
            {payee.bankName} · {payee.accountNumber}
          </div>
        </>
      ),
    },
    { title: t('queue.reference'), dataIndex: 'reference' },
    { title: t('queue.createdAt'), dataIndex: 'createdAt', render: formatTime },
    { title: t('queue.processingAt'), dataIndex: 'processingAt', render: formatTime },
    {
      // Four eyes: who approved paying it while it waits for a second operator.
      title: t('queue.payApprovedBy'),
      dataIndex: 'payApprovedBy',
      render: (names: string[] | undefined) =>
        names && names.length > 0 ? names.map((name) => <Tag key={name}>{name}</Tag>) : '—',
    },
  ]);
