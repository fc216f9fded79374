import type { BankCard, WithdrawCreateResult, WithdrawInfo } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { Form, useKitForm, useLanguageRevalidation } from '@/shared/form';
import { AmountField, amountRule } from '@/shared/form/amount-field';
import { AmountSubmit } from '@/shared/form/amount-submit';
import { PinField, pinRule } from '@/shared/form/pin-field';
import { useRefusal } from '@/shared/form/use-refusal';
import { RefusalAlert } from '@/shared/form/refusal-alert';
import { parseAmount, useMoney } from '@/shared/money';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { amountIssue, dailyAmountLeft, maxWithdrawable, withdrawBlock } from '../lib/checks';
import { BlockNote } from './block-note';
import { CardPicker } from './card-picker';
import { LimitsSummary } from './limits-summary';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

const SERVER_ERROR_ID = 'withdraw-server-error';

type Values = { amount: string; paymentPassword: string };
const FIELDS = ['amount', 'paymentPassword'] as const;

type Props = {
  info: WithdrawInfo;
  cards: readonly BankCard[];
  onCreated: (request: WithdrawCreateResult) => void;
};

/**
 * Where to (a bound card or e-wallet), how much (within the limits, the balance and today's
 * room), the payment password, a confirmation; the key is useCreateWithdrawal's (one per request,
 * kept through its retries). What the server refuses shows under its field, else under the form.
 */
export function WithdrawForm({ info, cards, onCreated }: Props) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const [cardId, setCardId] = useState(cards[0]?.id);
  const form = useKitForm<Values>({
    id: 'wd',
    defaultValues: { amount: '', paymentPassword: '' },
    schema: {
      amount: amountRule('withdraw', (text) => amountIssue(text, parseAmount(text), info), {
        min: money(info.limits.minAmount),
        max: money(info.limits.maxAmount),
        available: money(info.available),
        left: money(dailyAmountLeft(info)),
      }),
      paymentPassword: pinRule('withdraw'),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const refusal = useRefusal(form, FIELDS, 'paymentPassword');
  const create = useCreateWithdrawal();
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const text = form.watch('amount');
  const amount = parseAmount(text);
  const issue = amountIssue(text, amount, info);
  const block = withdrawBlock(info);

  async function send(values: Values) {
    const minor = parseAmount(values.amount);
    if (block || minor === undefined || !card) return;
    // Cash out before a bonus's wagering is met forfeits the bonus: said first, by its amount.
    const forfeits = info.bonus.balance > 0;
    if (forfeits) {
      const accepted = await dialog.confirm({
        title: t('forfeit.title'),
        content: t('forfeit.content', { bonus: money(info.bonus.balance) }),
        confirmText: t('forfeit.ok'),
        cancelText: t('confirm.cancel'),
      });
      if (!accepted) return;
    }
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', {
        amount: money(minor),
        bank: card.bankName,
        number: card.accountNumber,
        name: card.accountName,
      }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      {
        bankCardId: card.id,
        amount: minor,
        paymentPassword: values.paymentPassword,
        forfeitBonus: forfeits,
      },
      refusal.answered(onCreated),
    );
  }

  return (
    <Form
      form={form}
      className="withdraw-card withdraw-form"
      isPending={create.isPending}
      labelledBy="withdraw-form-title"
      onSubmit={(values) => void send(values)}
    >
      <h2 id="withdraw-form-title" className="visually-hidden">
        {t('form.title')}
      </h2>
      <h3 id="withdraw-card-label" className="withdraw-step">
        {t('card.label')}
      </h3>
      <CardPicker
        cards={cards}
        value={card?.id}
        onChange={(id) => {
          setCardId(id);
          refusal.clear();
        }}
        describedBy={refusal.field === 'bankCardId' ? SERVER_ERROR_ID : undefined}
      />
      <AmountField
        ns="withdraw"
        limits={info.limits}
        most={maxWithdrawable(info)}
        chips={QUICK_AMOUNTS}
        onEdit={refusal.clear}
      />
      <LimitsSummary info={info} />
      <PinField ns="withdraw" onEdit={refusal.clear} />
      <RefusalAlert
        id={SERVER_ERROR_ID}
        text={refusal.text}
        className="withdraw-issue withdraw-server-error"
      />
      {block && <BlockNote id="withdraw-block" block={block} info={info} />}
      <AmountSubmit
        ns="withdraw"
        amount={issue ? undefined : amount}
        isPending={create.isPending}
        className="withdraw-submit"
        isBlocked={block !== undefined}
        describedBy={block ? 'withdraw-block' : undefined}
      />
    </Form>
  );
}
