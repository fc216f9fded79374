import type { OperatorDeposit } from '@app/contracts';
import type { TableColumnsType } from 'antd';
import { formatMoney, formatTime } from '@/shared/format';
import { moneyRequestColumns } from '@/shared/queue-page';

/** The deposit queue's columns but its actions. */
export const depositColumns = (t: (key: string) => string): TableColumnsType<OperatorDeposit> =>
  moneyRequestColumns<OperatorDeposit>(t, [
    { title: t('queue.fee'), dataIndex: 'fee', align: 'right', render: formatMoney },
    { title: t('queue.credit'), dataIndex: 'credit', align: 'right', render: formatMoney },
    { title: t('queue.channel'), dataIndex: 'channelName' },
    { title: t('queue.reference'), dataIndex: 'reference' },
    { title: t('queue.createdAt'), dataIndex: 'createdAt', render: formatTime },
  ]);
