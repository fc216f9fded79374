import { useInvalidate, useTranslate } from '@refinedev/core';
import type { PayoutRun, PeriodRef, RunPreview } from '@app/contracts';
import { App } from 'antd';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useSend } from '@/shared/use-send';

export type RunStep = 'pay' | 'hold' | 'rerun';

export const runPath = ({ kind, periodKey }: PeriodRef, step?: RunStep) =>
  merchantPath(
    currentMerchant(),
    `payout-runs/${kind}/${encodeURIComponent(periodKey)}${step ? `/${step}` : ''}`,
  );

/** What a confirmation tells: the total to pay and how many payouts. */
export type RunFigures = { owed: number; count: number };

/**
 * A run's decisions: each asks first (Pay names the total), sends the step, tells the run's new
 * state or the server's refusal, and refreshes every list and preview on the page.
 */
export function useRunActions() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { send: sendChange } = useSend<PayoutRun | RunPreview>(() =>
    invalidate({ invalidates: ['all'] }),
  );
  const send = (ref: PeriodRef, step: RunStep) =>
    sendChange({
      url: runPath(ref, step),
      method: 'post',
      done: (data) => {
        const run = 'stored' in data ? data.run : data;
        return run
          ? t('payouts.run.nowState', { state: t(`payouts.run.status.${run.status}`) })
          : t('actions.done');
      },
    });

  const confirm = (ref: PeriodRef, step: RunStep, figures: RunFigures, isStored: boolean) => {
    const names = { kind: t(`payouts.kind.${ref.kind}`), period: ref.periodKey };
    const content =
      step === 'pay'
        ? t('payouts.run.payConfirm', {
            total: formatMoney(figures.owed),
            count: figures.count,
            period: ref.periodKey,
          })
        : step === 'hold'
          ? t('payouts.run.holdConfirm')
          : isStored
            ? t('payouts.run.rerunConfirm')
            : t('payouts.run.runNowConfirm');
    modal.confirm({
      title: t(`payouts.run.${step}Title`, names),
      content,
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: step === 'hold' ? { danger: true } : {},
      onOk: () => send(ref, step),
    });
  };

  return { confirm, send };
}
