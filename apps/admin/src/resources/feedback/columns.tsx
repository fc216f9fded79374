import type { OperatorFeedbackItem } from '@app/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '@/shared/format';
import { ImageLinks } from './image-links';

/**
 * A feedback's columns. The member's text is shown as text (React escapes it: markup stays
 * visible as written), its line breaks kept.
 */
export function feedbackColumns(
  t: (key: string) => string,
  itemPath: (id: number) => string,
): TableColumnsType<OperatorFeedbackItem> {
  return [
    { title: t('queue.id'), dataIndex: 'id', width: 70 },
    {
      title: t('queue.account'),
      dataIndex: 'account',
      width: 140,
      render: (account: string, row) => <Link to={`/members/${row.memberId}`}>{account}</Link>,
    },
    { title: t('feedback.language'), dataIndex: 'language', width: 90 },
    { title: t('feedback.sentAt'), dataIndex: 'createdAt', width: 180, render: formatTime },
    {
      title: t('feedback.content'),
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('feedback.images'),
      dataIndex: 'images',
      width: 200,
      render: (images: OperatorFeedbackItem['images'], row) => (
        <ImageLinks path={itemPath(row.id)} images={images} />
      ),
    },
  ];
}
