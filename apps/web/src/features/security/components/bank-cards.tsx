import { PAYEE_NAME_MAX_LENGTH, type BankCard, type SecurityConfig } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  anyText,
  encodeMessage,
  Form,
  SubmitButton,
  TextField,
  useKitForm,
  useMessageText,
} from '@/shared/form';
import { useBankCards, useBanks, useBindBankCard, useDeleteBankCard } from '../api/security';
import { settle } from './forms';
import { paymentPasswordField, PinField } from './payment-password-fields';

/** The choices grouped e-wallets first, then banks. */
const BANK_GROUPS = [
  { kind: 'EWALLET', label: 'cards.ewallets' },
  { kind: 'BANK', label: 'cards.banks' },
] as const;

type BindValues = {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
};
const BIND_FIELDS = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'] as const;

/** Binds a bank account or e-wallet from the list, in the payee name, with the payment password. */
function BindCardForm({ payeeName, onDone }: { payeeName: string; onDone: () => void }) {
  const { t } = useTranslation('security');
  const messageText = useMessageText();
  const banks = useBanks().data ?? [];
  const bind = useBindBankCard();
  const form = useKitForm<BindValues>({
    id: 'card',
    defaultValues: { bankCode: '', accountName: payeeName, accountNumber: '', paymentPassword: '' },
    schema: {
      bankCode: anyText(),
      accountName: z.string().refine((name) => name.trim().length <= PAYEE_NAME_MAX_LENGTH, {
        message: encodeMessage({ key: 'field_too_long', values: { max: PAYEE_NAME_MAX_LENGTH } }),
      }),
      accountNumber: anyText(),
      paymentPassword: paymentPasswordField(),
    },
  });
  const bankCode = form.watch('bankCode');
  const bank = banks.find((item) => item.code === bankCode);
  return (
    <Form
      form={form}
      isPending={bind.isPending}
      onSubmit={(values) =>
        settle(bind.mutateAsync(values), form, BIND_FIELDS, { done: t('cards.bound'), onDone })
      }
    >
      <div className="form-field">
        <label className="form-label" htmlFor="card-bankCode">
          {t('cards.bank')}
        </label>
        <div className="form-control">
          <select
            id="card-bankCode"
            className="form-input security-select"
            {...form.register('bankCode')}
            ref={(element) => {
              form.register('bankCode').ref(element);
              form.registry.attach('bankCode', element);
            }}
          >
            <option value="">{t('cards.choose')}</option>
            {BANK_GROUPS.map(({ kind, label }) => (
              <optgroup key={kind} label={t(label)}>
                {banks
                  .filter((item) => item.kind === kind)
                  .map((item) => (
                    <option key={item.code} value={item.code}>
                      {item.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        {form.formState.errors.bankCode?.message && (
          <p className="form-error" role="alert">
            {messageText(form.formState.errors.bankCode.message)}
          </p>
        )}
      </div>
      <TextField
        name="accountName"
        label={t('cards.account_name')}
        required
        maxLength={PAYEE_NAME_MAX_LENGTH}
        disabled={payeeName !== ''}
        hint={t('cards.account_name_hint')}
      />
      <TextField
        name="accountNumber"
        label={bank?.kind === 'EWALLET' ? t('cards.wallet_number') : t('cards.account_number')}
        required
        inputMode="numeric"
        maxLength={40}
        hint={bank?.kind === 'EWALLET' ? '09171234567' : t('cards.number_hint')}
      />
      <PinField name="paymentPassword" label={t('payment.current')} />
      <SubmitButton>{t('cards.bind_submit')}</SubmitButton>
    </Form>
  );
}

/** Removes a card once the payment password is given. */
function DeleteCardForm({ card, onDone }: { card: BankCard; onDone: () => void }) {
  const { t } = useTranslation('security');
  const remove = useDeleteBankCard();
  const form = useKitForm<{ paymentPassword: string }>({
    id: `card-delete-${card.id}`,
    defaultValues: { paymentPassword: '' },
    schema: { paymentPassword: paymentPasswordField() },
  });
  return (
    <Form
      form={form}
      isPending={remove.isPending}
      onSubmit={({ paymentPassword }) =>
        settle(remove.mutateAsync({ id: card.id, paymentPassword }), form, ['paymentPassword'], {
          done: t('cards.removed'),
          onDone,
        })
      }
    >
      <PinField name="paymentPassword" label={t('payment.current')} />
      <SubmitButton>{t('cards.remove_submit')}</SubmitButton>
    </Form>
  );
}

/** The bound cards (masked), removing one, and binding another up to the limit. */
export function BankCards({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('security');
  const cards = useBankCards().data;
  const [removing, setRemoving] = useState<number>();
  const [isBinding, setBinding] = useState(false);
  const list = cards?.list ?? [];
  const isFull = list.length >= config.bankCardLimit;
  return (
    <div className="security-cards">
      {list.length === 0 && <p className="security-status">{t('cards.none')}</p>}
      <ul className="security-card-list">
        {list.map((card) => (
          <li key={card.id} className={`security-card security-card-${card.kind.toLowerCase()}`}>
            <div className="security-card-main">
              <strong>{card.bankName}</strong>
              <span className="security-card-number">{card.accountNumber}</span>
              <span className="security-status">{card.accountName}</span>
            </div>
            <button
              type="button"
              className="security-action"
              aria-expanded={removing === card.id}
              aria-label={t('cards.remove_label', {
                bank: card.bankName,
                number: card.accountNumber,
              })}
              onClick={() => setRemoving(removing === card.id ? undefined : card.id)}
            >
              {removing === card.id ? t('cancel') : t('cards.remove')}
            </button>
            {removing === card.id && (
              <div className="security-form security-card-form">
                <DeleteCardForm card={card} onDone={() => setRemoving(undefined)} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {!config.paymentPasswordSet ? (
        <p className="security-status">{t('cards.needs_payment_password')}</p>
      ) : isFull ? (
        <p className="security-status">{t('cards.full', { limit: config.bankCardLimit })}</p>
      ) : isBinding ? (
        <div className="security-form">
          <BindCardForm payeeName={config.payeeName} onDone={() => setBinding(false)} />
          <button type="button" className="security-action" onClick={() => setBinding(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="security-add" onClick={() => setBinding(true)}>
          {t('cards.add', { count: list.length, limit: config.bankCardLimit })}
        </button>
      )}
    </div>
  );
}
