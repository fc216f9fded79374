import type { BankCard, WithdrawCreateResult, WithdrawInfo } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from '@/shared/feedback';
import { useMoney } from '@/shared/money';
import { AmountField, AmountSubmit, PinField } from '@/shared/ui/payment-fields';
import { usePaymentForm } from '@/shared/ui/use-payment-form';
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
 * kept through its retries). What the server refuses shows under the form, its field marked.
 */
export function WithdrawForm({ info, cards, onCreated }: Props) {
  const { t } = useTranslation('withdraw');
  const { money } = useMoney();
  const [cardId, setCardId] = useState(cards[0]?.id);
  const payment = usePaymentForm(SERVER_ERROR_ID);
  const { text, amount, pin } = payment;
  const create = useCreateWithdrawal();
  const card = cards.find((c) => c.id === cardId) ?? cards[0];

  const issue = amountIssue(text, amount, info);
  const block = withdrawBlock(info);

  async function submit() {
    payment.touch();
    if (block || issue || amount === undefined || !payment.isPinComplete || !card) return;
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
        amount: money(amount),
        bank: card.bankName,
        number: card.accountNumber,
        name: card.accountName,
      }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { bankCardId: card.id, amount, paymentPassword: pin, forfeitBonus: forfeits },
      {
        onSuccess: (request) => {
          payment.reset();
          onCreated(request);
        },
        onError: payment.refused,
      },
    );
  }

  return (
    <form
      className="withdraw-card withdraw-form"
      noValidate
      aria-labelledby="withdraw-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
        onChange={(id) => payment.change(() => setCardId(id))}
        describedBy={payment.errorOn('bankCardId')}
      />
      <AmountField
        ns="withdraw"
        limits={info.limits}
        most={maxWithdrawable(info)}
        chips={QUICK_AMOUNTS}
        issue={issue}
        issueValues={{ available: money(info.available), left: money(dailyAmountLeft(info)) }}
        {...payment.amountProps}
      />
      <LimitsSummary info={info} />
      <PinField ns="withdraw" {...payment.pinProps} />
      {payment.serverErrorText && (
        <p id={SERVER_ERROR_ID} className="withdraw-issue withdraw-server-error" role="alert">
          {payment.serverErrorText}
        </p>
      )}
      {block && <BlockNote id="withdraw-block" block={block} info={info} />}
      <AmountSubmit
        ns="withdraw"
        amount={issue ? undefined : amount}
        isPending={create.isPending}
        className="withdraw-submit"
        isBlocked={block !== undefined}
        describedBy={block ? 'withdraw-block' : undefined}
      />
    </form>
  );
}
