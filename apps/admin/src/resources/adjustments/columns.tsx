import type { Adjustment } from '@app/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatMoney, formatTime } from '@/shared/format';

const COLORS: Record<string, string> = { pending: 'gold', applied: 'green', rejected: 'red' };

/** An adjustment's columns, in the queue and on a member's page. */
export function adjustmentColumns(t: (key: string) => string): TableColumnsType<Adjustment> {
  return [
    { title: t('queue.id'), dataIndex: 'id', width: 70 },
    {
      title: t('queue.account'),
      dataIndex: 'account',
      render: (account: string, row) => <Link to={`/members/${row.memberId}`}>{account}</Link>,
    },
    {
      title: t('queue.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (
        <span style={{ color: amount < 0 ? '#cf1322' : undefined }}>{formatMoney(amount)}</span>
      ),
    },
    { title: t('adjust.reason'), dataIndex: 'reason' },
    {
      title: t('queue.status'),
      dataIndex: 'status',
      render: (status: string) => (
        <Tag color={COLORS[status] ?? 'default'}>{t(`status.${status}`)}</Tag>
      ),
    },
    { title: t('adjust.requestedBy'), dataIndex: 'requestedBy' },
    {
      title: t('queue.payApprovedBy'),
      dataIndex: 'approvedBy',
      render: (names: string[]) => (names.length ? names.join(', ') : '—'),
    },
    {
      title: t('adjust.decidedBy'),
      dataIndex: 'decidedBy',
      render: (name: string | null, row) =>
        name ? `${name}${row.rejectReason ? ` — ${row.rejectReason}` : ''}` : '—',
    },
    { title: t('queue.createdAt'), dataIndex: 'createdAt', render: formatTime },
    { title: t('queue.decidedAt'), dataIndex: 'decidedAt', render: formatTime },
  ];
}
