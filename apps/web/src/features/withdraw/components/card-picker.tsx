import type { BankCard } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BankBadge } from './bank-badge';

type Props = {
  cards: readonly BankCard[];
  value: number | undefined;
  onChange: (id: number) => void;
  /** The id of a message about the choice (a server error naming it). */
  describedBy?: string | undefined;
};

/** The member's bound banks and e-wallets as cards: badge, name, masked number, account name. */
export function CardPicker({ cards, value, onChange, describedBy }: Props) {
  const { t } = useTranslation('withdraw');
  return (
    <div
      className="withdraw-cards"
      role="radiogroup"
      aria-labelledby="withdraw-card-label"
      aria-describedby={describedBy}
      aria-invalid={describedBy ? true : undefined}
    >
      {cards.map((card) => (
        <button
          key={card.id}
          type="button"
          role="radio"
          aria-checked={card.id === value}
          className="withdraw-card-option"
          onClick={() => onChange(card.id)}
        >
          <BankBadge kind={card.kind} />
          <span className="withdraw-card-bank">{card.bankName}</span>
          <span className="withdraw-card-kind">
            {t(card.kind === 'BANK' ? 'card.bank' : 'card.ewallet')}
          </span>
          <span className="withdraw-card-number">{card.accountNumber}</span>
          <span className="withdraw-card-name">{card.accountName}</span>
        </button>
      ))}
    </div>
  );
}
