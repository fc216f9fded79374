import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  computed: 'default',
  previewed: 'gold',
  paid: 'green',
  held: 'red',
  notRun: 'default',
};

/** A run's state (computed, previewed, paid, held) or a period not run yet. */
export function RunStatusTag({ status }: { status: string }) {
  const t = useTranslate();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`payouts.run.status.${status}`)}</Tag>;
}
