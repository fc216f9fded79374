import { PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { anyText, confirmField, PasswordField } from '@/shared/form';

/** A payment password input: digits only, PAYMENT_PASSWORD_LENGTH of them, never autofilled. */
export function PinField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <PasswordField
      name={name}
      label={label}
      required
      hint={hint}
      autoComplete="off"
      digitsOnly
      maxLength={PAYMENT_PASSWORD_LENGTH}
    />
  );
}

/**
 * The rules of a new payment password (`name`) and its confirmation: the confirmation must be
 * given and equal it; the digits themselves the server checks (its message names the length).
 */
export const paymentPasswordRules = <N extends string>(name: N, password: string) =>
  ({ [name]: anyText(), confirmPaymentPassword: confirmField(password) }) as Record<
    N | 'confirmPaymentPassword',
    ZodType
  >;

/** A new payment password (`name`) and its confirmation (confirmPaymentPassword). */
export function PaymentPasswordPair({ name }: { name: string }) {
  const { t } = useTranslation('security');
  return (
    <>
      <PinField
        name={name}
        label={t('payment.new')}
        hint={t('payment.hint', { length: PAYMENT_PASSWORD_LENGTH })}
      />
      <PinField name="confirmPaymentPassword" label={t('payment.confirm')} />
    </>
  );
}
