import type { OperatorPromotionApplication } from '@app/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatMoney, formatTime } from '@/shared/format';

/**
 * A bonus claim's columns: the member (their page), the promotion, the bonus, when, and the
 * member's note to the staff: their own text, shown as text (never HTML), its line breaks kept.
 */
export function claimColumns(
  t: (key: string) => string,
): TableColumnsType<OperatorPromotionApplication> {
  return [
    { title: t('queue.id'), dataIndex: 'id', width: 70 },
    {
      title: t('queue.account'),
      dataIndex: 'memberId',
      render: (memberId: number) => <Link to={`/members/${memberId}`}>#{memberId}</Link>,
    },
    { title: t('claims.promotion'), dataIndex: 'promotionCode' },
    {
      title: t('queue.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => formatMoney(amount),
    },
    { title: t('queue.createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('claims.comment'),
      dataIndex: 'comment',
      render: (comment: string | null) =>
        comment === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, minWidth: 160 }}
          >
            {comment}
          </Typography.Paragraph>
        ),
    },
  ];
}
