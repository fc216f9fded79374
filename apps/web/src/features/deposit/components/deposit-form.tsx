import {
  depositFee,
  manilaTimeText,
  parseLanguage,
  type DepositChannel,
  type DepositCreateResult,
  type DepositLimitRoom,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitForm, useLanguageRevalidation } from '@/shared/form';
import { amountRule } from '@/shared/form/amount-field';
import { PayForm } from '@/shared/form/pay-form';
import { confirmIn } from '@/shared/form/use-pay-form';
import { useRefusal } from '@/shared/form/use-refusal';
import { parseAmount, useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { useCreateDeposit } from '../api/create-deposit';
import { amountIssue } from '../lib/fee';
import { ChannelPicker } from './channel-picker';
import { DetailRow } from '@/shared/ui/detail-row';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

type Values = { amount: string };
const FIELDS = ['amount'] as const;

type Props = {
  channels: readonly DepositChannel[];
  limitRoom: DepositLimitRoom | null;
  onCreated: (request: DepositCreateResult) => void;
};

/**
 * A channel, an amount within its limits (and the member's own deposit limit), the fee and what
 * is credited, a confirmation; the key is useCreateDeposit's. A refusal shows under the form.
 */
export function DepositForm({ channels, limitRoom, onCreated }: Props) {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useMoney();
  const [code, setCode] = useState(channels[0]?.code);
  const picked = channels.find((c) => c.code === code) ?? channels[0];
  // The member's own deposit limit may leave less than the channel takes: the form offers the
  // smaller of the two before Confirm, and says why (its note is then what is wrong).
  const channel = picked && withinLimit(picked, limitRoom);
  const noteValues =
    channel === picked || !limitRoom
      ? undefined
      : {
          limit: money(limitRoom.limit),
          left: money(limitRoom.left),
          resets: manilaTimeText(limitRoom.resetsAt, parseLanguage(i18n.language)),
        };
  const issueOf = (text: string) => {
    if (!channel) return undefined;
    const issue = text === '' ? 'empty' : amountIssue(parseAmount(text), channel);
    const isNoteTheIssue = issue === 'too_high' || channel.maxAmount < channel.minAmount;
    return noteValues && issue && isNoteTheIssue ? 'limit_room' : issue;
  };
  const form = useKitForm<Values>({
    id: 'deposit',
    defaultValues: { amount: '' },
    schema: {
      amount: amountRule('deposit', issueOf, {
        min: money(channel?.minAmount ?? 0),
        max: money(channel?.maxAmount ?? 0),
        ...noteValues,
      }),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const refusal = useRefusal(form, FIELDS);
  const create = useCreateDeposit();
  // Another channel has other limits: once the amount was checked, what it says follows them.
  const { recheck, formState } = form;
  const isChecked = formState.isSubmitted || formState.errors.amount !== undefined;
  useEffect(() => {
    if (isChecked) recheck(FIELDS);
    // Only a channel (or its limit) that changes checks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel?.code, channel?.maxAmount]);
  if (!channel) return null;

  const amount = parseAmount(form.watch('amount'));
  const issue = amountIssue(amount, channel);
  const fee = amount === undefined || issue ? undefined : depositFee(channel, amount);

  async function send(values: Values) {
    const minor = parseAmount(values.amount);
    if (!channel || minor === undefined) return;
    const charge = depositFee(channel, minor);
    const content = t('confirm.content', {
      channel: channel.name,
      amount: money(minor),
      fee: money(charge),
      credit: money(minor - charge),
    });
    if (!(await confirmIn(t, content))) return;
    create.mutate({ channelCode: channel.code, amount: minor }, refusal.answered(onCreated));
  }

  return (
    <PayForm
      form={form}
      ns="deposit"
      prefix="deposit"
      heading={null}
      hasPin={false}
      isPending={create.isPending}
      onSubmit={(values) => void send(values)}
      amount={{
        limits: channel,
        most: channel.maxAmount,
        chips: QUICK_AMOUNTS,
        hasAll: false,
        isRangeExact: true,
        note: noteValues && t('amount.limit_room', noteValues),
      }}
      afterAmount={<Summary amount={issue ? undefined : amount} fee={fee} />}
      ready={issue ? undefined : amount}
      refusal={refusal}
    >
      <h3 className="deposit-step">{t('channel.label')}</h3>
      <ChannelPicker
        channels={channels}
        value={channel.code}
        onChange={(next) => {
          setCode(next);
          refusal.clear();
        }}
      />
    </PayForm>
  );
}

/** What the amount comes to: the amount, the fee and what is credited ('—' until it is right). */
function Summary({ amount, fee }: { amount: number | undefined; fee: number | undefined }) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  return (
    <dl className="deposit-summary" aria-label={t('summary.label')}>
      <DetailRow term={t('summary.amount')}>
        <Figure>{amount === undefined ? '—' : money(amount)}</Figure>
      </DetailRow>
      <DetailRow term={t('summary.fee')}>
        <Figure>{fee === undefined ? '—' : money(fee)}</Figure>
      </DetailRow>
      <div className="is-total">
        <dt>{t('summary.credit')}</dt>
        <dd data-testid="deposit-credit">
          {fee === undefined || amount === undefined ? '—' : money(amount - fee)}
        </dd>
      </div>
    </dl>
  );
}

/** The channel as the member may use it now: its maximum lowered to their deposit limit's room. */
function withinLimit(channel: DepositChannel, room: DepositLimitRoom | null): DepositChannel {
  return room && room.left < channel.maxAmount ? { ...channel, maxAmount: room.left } : channel;
}
