import type { BankCard, WithdrawCreateResult, WithdrawInfo } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { PayForm } from '@/shared/form/pay-form';
import { usePayForm, type PayValues } from '@/shared/form/use-pay-form';
import { parseAmount, useMoney } from '@/shared/money';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { amountIssue, dailyAmountLeft, maxWithdrawable, withdrawBlock } from '../lib/checks';
import { BlockNote } from './block-note';
import { CardPicker } from './card-picker';
import { LimitsSummary } from './limits-summary';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

const SERVER_ERROR_ID = 'withdraw-server-error';

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
  const { form, refusal, amount, confirm } = usePayForm({
    id: 'wd',
    ns: 'withdraw',
    issueOf: (text) => amountIssue(text, parseAmount(text), info),
    values: {
      min: money(info.limits.minAmount),
      max: money(info.limits.maxAmount),
      available: money(info.available),
      left: money(dailyAmountLeft(info)),
    },
  });
  const create = useCreateWithdrawal();
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const block = withdrawBlock(info);

  async function send(values: PayValues) {
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
    const content = t('confirm.content', {
      amount: money(minor),
      bank: card.bankName,
      number: card.accountNumber,
      name: card.accountName,
    });
    if (!(await confirm(content))) return;
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
    <PayForm
      form={form}
      ns="withdraw"
      prefix="withdraw"
      isPending={create.isPending}
      onSubmit={(values) => void send(values)}
      amount={{ limits: info.limits, most: maxWithdrawable(info), chips: QUICK_AMOUNTS }}
      afterAmount={<LimitsSummary info={info} />}
      ready={amount}
      refusal={refusal}
      refusalId={SERVER_ERROR_ID}
      beforeSubmit={block && <BlockNote id="withdraw-block" block={block} info={info} />}
      isBlocked={block !== undefined}
      describedBy={block ? 'withdraw-block' : undefined}
    >
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
    </PayForm>
  );
}
