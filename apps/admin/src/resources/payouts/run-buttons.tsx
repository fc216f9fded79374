import { useTranslate } from '@refinedev/core';
import type { PayoutRun, PeriodRef } from '@app/contracts';
import { Button, Space } from 'antd';
import { useMay } from '@/shared/use-may';
import { useRunActions, type RunFigures } from './use-run-actions';

/**
 * The steps the server allows on a run, for the roles that may take them: Pay (money) until it is
 * paid; Hold (agents) while neither paid nor held; Re-run (agents) while nothing of it was paid;
 * a period with no run yet can be run now (agents) or paid (money: the server closes it first).
 */
export function RunButtons({
  periodRef,
  run,
  figures,
  size = 'small',
}: {
  periodRef: PeriodRef;
  run: PayoutRun | null;
  figures: RunFigures;
  size?: 'small' | 'middle';
}) {
  const t = useTranslate();
  const mayPay = useMay('money');
  const mayManage = useMay('agents');
  const { confirm } = useRunActions();
  const isStored = run !== null;
  const canPay = run ? run.status !== 'paid' : figures.count > 0;
  const canHold = run !== null && run.status !== 'paid' && run.status !== 'held';
  // A period with nothing due to anyone makes no run: nothing to run now.
  const canRerun = run ? run.status !== 'paid' && run.paid === 0 : figures.count > 0;
  return (
    <Space size={6} wrap>
      {mayPay && canPay && (
        <Button
          size={size}
          type="primary"
          onClick={() => confirm(periodRef, 'pay', figures, isStored)}
        >
          {t('payouts.run.pay')}
        </Button>
      )}
      {mayManage && canHold && (
        <Button size={size} danger onClick={() => confirm(periodRef, 'hold', figures, isStored)}>
          {t('payouts.run.hold')}
        </Button>
      )}
      {mayManage && canRerun && (
        <Button size={size} onClick={() => confirm(periodRef, 'rerun', figures, isStored)}>
          {isStored ? t('payouts.run.rerun') : t('payouts.run.runNow')}
        </Button>
      )}
    </Space>
  );
}
