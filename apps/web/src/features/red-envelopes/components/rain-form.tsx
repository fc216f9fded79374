import {
  equalSplit,
  type RedEnvelopeInfo,
  type RedEnvelopeResult,
  type RedEnvelopeSplit,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { Form, useKitForm, useLanguageRevalidation } from '@/shared/form';
import { AmountField, amountRule } from '@/shared/form/amount-field';
import { AmountSubmit } from '@/shared/form/amount-submit';
import { PinField, pinRule } from '@/shared/form/pin-field';
import { useRefusal } from '@/shared/form/use-refusal';
import { parseAmount, useMoney } from '@/shared/money';
import { useSendRain } from '../api/red-envelopes';
import { MemberPicker, type Picked } from './member-picker';

type Values = { amount: string; paymentPassword: string };
const FIELDS = ['amount', 'paymentPassword'] as const;
const CHIPS = [10_000, 50_000, 100_000, 500_000] as const;

/** The rain's form: who (all direct downlines or chosen ones), the split, the amount, the password. */
export function RainForm({
  info,
  onDone,
}: {
  info: RedEnvelopeInfo;
  onDone: (result: RedEnvelopeResult) => void;
}) {
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
  const issueOf = (text: string) => {
    const minor = parseAmount(text);
    if (text.trim() === '') return 'empty';
    if (minor === undefined) return 'invalid';
    if (minor < limits.minAmount) return 'min';
    if (minor > limits.maxAmount) return 'over';
    return undefined;
  };
  const form = useKitForm<Values>({
    id: 'rr',
    defaultValues: { amount: '', paymentPassword: '' },
    schema: {
      amount: amountRule('redEnvelopes', issueOf, {
        min: money(limits.minAmount),
        max: money(limits.maxAmount),
      }),
      paymentPassword: pinRule('redEnvelopes'),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const refusal = useRefusal(form, FIELDS, 'paymentPassword');
  const send = useSendRain();
  const text = form.watch('amount');
  const amount = issueOf(text) ? undefined : parseAmount(text);
  const each = amount !== undefined && count > 0 ? equalSplit(amount, count, 1)?.at(-1) : undefined;
  const [noneChosen, setNoneChosen] = useState(false);

  async function submit(values: Values) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    if (count === 0) {
      setNoneChosen(true);
      return;
    }
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(minor), count }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
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
    <Form
      form={form}
      className="rr-card rr-form"
      isPending={send.isPending}
      labelledBy="rr-form-title"
      onSubmit={(values) => void submit(values)}
    >
      <h2 id="rr-form-title" className="visually-hidden">
        {t('hero.title')}
      </h2>
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
      <AmountField
        ns="redEnvelopes"
        limits={limits}
        most={limits.maxAmount}
        chips={CHIPS}
        hasAll={false}
        note={
          split === 'equal' && each !== undefined
            ? t('split.each', { amount: money(each) })
            : undefined
        }
        onEdit={refusal.clear}
      />
      <PinField ns="redEnvelopes" onEdit={refusal.clear} />
      {refusal.text && (
        <p className="rr-issue" role="alert">
          {refusal.text}
        </p>
      )}
      <AmountSubmit
        ns="redEnvelopes"
        amount={amount}
        isPending={send.isPending}
        className="rr-submit"
      />
    </Form>
  );
}
