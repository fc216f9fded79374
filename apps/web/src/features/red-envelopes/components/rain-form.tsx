import {
  equalSplit,
  type RedEnvelopeInfo,
  type RedEnvelopeResult,
  type RedEnvelopeSplit,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayFormProps } from '@/shared/form/pay-flow';
import { PayForm } from '@/shared/form/pay-form';
import { rangeIssue, TRANSFER_CHIPS, usePayForm, type PayValues } from '@/shared/form/use-pay-form';
import { parseAmount, useMoney } from '@/shared/money';
import { useSendRain } from '../api/red-envelopes';
import { MemberPicker, type Picked } from './member-picker';

/** The rain's form: who (all direct downlines or chosen ones), the split, the amount, the password. */
export function RainForm({ info, onDone }: PayFormProps<RedEnvelopeInfo, RedEnvelopeResult>) {
  const { t } = useTranslation('redEnvelopes');
  const { money } = useMoney();
  // "All" reaches every direct downline, at most maxReceivers of them at once.
  const canAll = info.directCount > 0 && info.directCount <= info.limits.maxReceivers;
  const [isAll, setAll] = useState(canAll);
  const [picked, setPicked] = useState<Picked>(new Map());
  const [split, setSplit] = useState<RedEnvelopeSplit>('random');
  const count = isAll ? info.directCount : picked.size;
  const limits = {
    minAmount: Math.max(1, count) * info.limits.minShare,
    maxAmount: Math.min(info.limits.maxAmount, info.available),
  };
  const { form, refusal, amount, confirm } = usePayForm({
    id: 'rr',
    ns: 'redEnvelopes',
    issueOf: (text) => rangeIssue(text, limits),
    values: { min: money(limits.minAmount), max: money(limits.maxAmount) },
  });
  const send = useSendRain();
  const each = amount !== undefined && count > 0 ? equalSplit(amount, count, 1)?.at(-1) : undefined;
  const [noneChosen, setNoneChosen] = useState(false);

  async function submit(values: PayValues) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    if (count === 0) {
      setNoneChosen(true);
      return;
    }
    if (!(await confirm(t('confirm.content', { amount: money(minor), count })))) return;
    send.mutate(
      {
        all: isAll,
        to: isAll ? [] : [...picked.keys()],
        amount: minor,
        split,
        paymentPassword: values.paymentPassword,
      },
      refusal.answered(onDone),
    );
  }

  return (
    <PayForm
      form={form}
      ns="redEnvelopes"
      prefix="rr"
      heading={t('hero.title')}
      isPending={send.isPending}
      onSubmit={(values) => void submit(values)}
      amount={{
        limits,
        most: limits.maxAmount,
        chips: TRANSFER_CHIPS,
        hasAll: false,
        note:
          split === 'equal' && each !== undefined
            ? t('split.each', { amount: money(each) })
            : undefined,
      }}
      ready={amount}
      refusal={refusal}
    >
      <fieldset className="rr-fieldset">
        <legend>{t('who.legend')}</legend>
        <div className="rr-choices">
          <label className={`rr-choice${isAll ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="rr-who"
              checked={isAll}
              disabled={!canAll}
              onChange={() => {
                setAll(true);
                refusal.clear();
              }}
            />
            <span className="rr-choice-title">{t('who.all')}</span>
            <span className="rr-choice-hint">
              {info.directCount > info.limits.maxReceivers
                ? t('who.too_many', { max: info.limits.maxReceivers })
                : t('who.all_count', {
                    count: info.directCount,
                    n: info.directCount.toLocaleString('en-US'),
                  })}
            </span>
          </label>
          <label className={`rr-choice${isAll ? '' : ' is-on'}`}>
            <input
              type="radio"
              name="rr-who"
              checked={!isAll}
              onChange={() => {
                setAll(false);
                refusal.clear();
              }}
            />
            <span className="rr-choice-title">{t('who.chosen')}</span>
            <span className="rr-choice-hint">{t('who.picked', { count: picked.size })}</span>
          </label>
        </div>
        {!isAll && (
          <MemberPicker
            picked={picked}
            onChange={(next) => {
              setPicked(next);
              setNoneChosen(false);
              refusal.clear();
            }}
          />
        )}
        {noneChosen && count === 0 && (
          <p className="rr-issue" role="alert">
            {t('who.pick')}
          </p>
        )}
      </fieldset>
      <fieldset className="rr-fieldset">
        <legend>{t('split.legend')}</legend>
        <div className="rr-choices">
          {(['equal', 'random'] as const).map((kind) => (
            <label key={kind} className={`rr-choice${split === kind ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="rr-split"
                checked={split === kind}
                onChange={() => setSplit(kind)}
              />
              <span className="rr-choice-title">{t(`split.${kind}`)}</span>
              <span className="rr-choice-hint">
                {kind === 'equal'
                  ? t('split.equal_hint')
                  : t('split.random_hint', { min: money(info.limits.minShare) })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </PayForm>
  );
}
