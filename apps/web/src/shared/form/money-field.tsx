import { z } from 'zod';
import { amountText, parseAmount, useMoney } from '../money';
import { encodeMessage, type FormMessage } from './messages';
import { TextField } from './text-field';

/*
 * The kit's amount field and its rule. Apart from index.ts: money.ts belongs to the lazy money
 * screens, not to the first load's forms (login, register).
 */

/** An amount in pesos (2 decimals) from `min` to `max` minor units; `message` otherwise. */
export const amountField = (min: number, max: number, message: FormMessage) =>
  z.string().superRefine((value, ctx) => {
    const amount = parseAmount(value);
    if (amount === undefined || amount < min || amount > max) {
      ctx.addIssue({ code: 'custom', message: encodeMessage(message) });
    }
  });

type Props = { name: string; label: string; hint?: string };

/** 12.5 → 12.50; a text that is no amount stays as typed (its rule says what is wrong). */
const tidyAmount = (value: string) => {
  const amount = parseAmount(value);
  return amount === undefined ? value : amountText(amount);
};

/**
 * An amount of a kit form in pesos: the wallet's symbol before it, the phone's decimal keypad,
 * written out to 2 decimals once left. Its value is the text; parseAmount turns it into minor
 * units.
 */
export function MoneyField({ name, label, hint }: Props) {
  const { symbol } = useMoney();
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      inputMode="decimal"
      tidy={tidyAmount}
      start={
        <span className="form-symbol" aria-hidden="true">
          {symbol}
        </span>
      }
    />
  );
}
