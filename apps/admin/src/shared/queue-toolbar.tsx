import { useTranslate } from '@refinedev/core';
import { Button, Flex, Segmented, Typography } from 'antd';

/** A queue's status filter, its count and a refresh button. */
export function QueueToolbar({
  statuses,
  status,
  onStatus,
  count,
  onRefresh,
  isRefreshing,
}: {
  statuses: readonly string[];
  status: string;
  onStatus: (status: string) => void;
  count: number;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const t = useTranslate();
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        <Typography.Text type="secondary">{t('queue.filter')}</Typography.Text>
        <Segmented
          aria-label={t('queue.filter')}
          value={status}
          options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={onStatus}
        />
      </Flex>
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary">{t('queue.count', { count })}</Typography.Text>
        <Button onClick={onRefresh} loading={isRefreshing}>
          {t('queue.refresh')}
        </Button>
      </Flex>
    </Flex>
  );
}
