import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  pending: 'gold',
  processing: 'blue',
  approved: 'green',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: string }) {
  const t = useTranslate();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`status.${status}`)}</Tag>;
}
