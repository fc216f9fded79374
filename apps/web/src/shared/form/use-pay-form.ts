import { useTranslation } from 'react-i18next';
import { dialog } from '../feedback';
import { parseAmount } from '../money';
import { amountRule } from './amount-field';
import { pinRule } from './pin-field';
import { useKitForm } from './use-kit-form';
import { useLanguageRevalidation } from './use-language-revalidation';
import { useRefusal } from './use-refusal';

/*
 * A money form that sends an amount with the payment password (withdrawal, upline and downline
 * transfer, red envelope rain) on the kit. Apart from index.ts, as amount-field.tsx.
 */

export type PayValues = { amount: string; paymentPassword: string };
export const PAY_FIELDS = ['amount', 'paymentPassword'] as const;

/** Quick amounts of a transfer in minor units: ₱100 to ₱5,000. */
export const TRANSFER_CHIPS = [10_000, 50_000, 100_000, 500_000] as const;

/** What is wrong with a typed amount against a range, as a key under amount. */
export type RangeIssue = 'empty' | 'invalid' | 'min' | 'over';

export function rangeIssue(
  text: string,
  limits: { minAmount: number; maxAmount: number },
): RangeIssue | undefined {
  const amount = parseAmount(text);
  if (text.trim() === '') return 'empty';
  if (amount === undefined) return 'invalid';
  if (amount < limits.minAmount) return 'min';
  if (amount > limits.maxAmount) return 'over';
  return undefined;
}

/** The form's confirmation (confirm.title, .ok and .cancel of `t`'s namespace) saying `content`. */
export const confirmIn = (t: (key: string) => string, content: string) =>
  dialog.confirm({
    title: t('confirm.title'),
    content,
    confirmText: t('confirm.ok'),
    cancelText: t('confirm.cancel'),
  });

type Options = {
  /** Prefix of the inputs' ids. */
  id: string;
  /** The form's namespace: amount.*, pin.*, confirm.*, submit. */
  ns: string;
  /** What is wrong with the amount's text, a key under amount. (amountRule) */
  issueOf: (text: string) => string | undefined;
  /** The words the amount's issues name (min, max …, already formatted). */
  values: Record<string, string>;
};

/**
 * The amount and payment password of a money form: their rules (again in a new language), the
 * refusal of its request (a wrong password empties the password), the amount typed when nothing
 * is wrong with it (for the submit button), and the form's confirmation.
 */
export function usePayForm({ id, ns, issueOf, values }: Options) {
  const { t } = useTranslation(ns);
  const form = useKitForm<PayValues>({
    id,
    defaultValues: { amount: '', paymentPassword: '' },
    schema: { amount: amountRule(ns, issueOf, values), paymentPassword: pinRule(ns) },
  });
  useLanguageRevalidation(form, PAY_FIELDS);
  const refusal = useRefusal(form, PAY_FIELDS, 'paymentPassword');
  const text = form.watch('amount');
  const amount = issueOf(text) ? undefined : parseAmount(text);
  return { form, refusal, amount, confirm: (content: string) => confirmIn(t, content) };
}
