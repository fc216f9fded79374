import { z } from 'zod';
import { amountText, parseAmount, useMoney } from '../money';
import { FieldShell, inputAria } from './field-shell';
import { encodeMessage, type FormMessage } from './messages';
import { useField } from './use-field';

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

/**
 * An amount of a kit form in pesos: the wallet's symbol before it, the phone's decimal keypad,
 * written out to 2 decimals once left (12.5 → 12.50). Its value is the text; parseAmount turns it
 * into minor units.
 */
export function MoneyField({ name, label, hint }: Props) {
  const { symbol } = useMoney();
  const { id, value, error, attach, onChange, onBlur } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <span className="form-symbol" aria-hidden="true">
        {symbol}
      </span>
      <input
        id={id}
        ref={attach}
        className="form-input"
        name={name}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder={hint}
        {...inputAria(id, error, undefined)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const amount = parseAmount(value);
          if (amount !== undefined && amountText(amount) !== value) onChange(amountText(amount));
          onBlur();
        }}
      />
    </FieldShell>
  );
}
