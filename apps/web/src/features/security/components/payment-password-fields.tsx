import { isPaymentPasswordFormat, PAYMENT_PASSWORD_LENGTH } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { z, type ZodType } from 'zod';
import { confirmField, encodeMessage, PasswordField } from '@/shared/form';

/**
 * A payment password as the server takes it (contracts isPaymentPasswordFormat): a shorter one
 * is refused under its field before anything is sent (and before it could count as a wrong guess).
 */
export const paymentPasswordField = () =>
  z.string().refine(isPaymentPasswordFormat, {
    message: encodeMessage({
      key: 'payment_password_digits',
      values: { length: PAYMENT_PASSWORD_LENGTH },
    }),
  });

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
 * The rules of a new payment password (`name`) and its confirmation: its digits as the server
 * checks them; the confirmation given and equal to it.
 */
export const paymentPasswordRules = <N extends string>(name: N, password: string) =>
  ({ [name]: paymentPasswordField(), confirmPaymentPassword: confirmField(password) }) as Record<
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
