import type { KeyedMutation } from '../keyed-mutation';
import { parseAmount, useMoney } from '../money';
import { PayForm } from './pay-form';
import { rangeIssue, TRANSFER_CHIPS, usePayForm, type PayValues } from './use-pay-form';

/* A transfer's form (to the upline, to a downline). Apart from index.ts, as pay-form.tsx. */

/** What a transfer sends whoever receives it. */
export type TransferPay = { amount: number; paymentPassword: string };

type Props<B extends object, R> = {
  /** The form's namespace: form.title, amount.*, pin.*, confirm.*, submit. */
  ns: string;
  /** The inputs' ids' and the classes' prefix. */
  prefix: string;
  /** What may be sent. */
  limits: { minAmount: number; maxAmount: number };
  /** The confirmation's content: the amount (formatted) and who receives it. */
  confirmation: (amount: string) => string;
  /** The transfer's request: useKeyedMutation's key, one per transfer, kept through its retries. */
  create: KeyedMutation<B, R>;
  /** The request's body: the amount and the payment password, with whatever else it names. */
  body: (pay: TransferPay) => B;
  onDone: (result: R) => void;
};

/**
 * How much (within the limits, quick transfer amounts), the payment password, a confirmation
 * naming who receives; what the server refuses shows under its field, else under the form.
 */
export function TransferPayForm<B extends object, R>(props: Props<B, R>) {
  const { ns, prefix, limits, create } = props;
  const { money } = useMoney();
  const { form, refusal, amount, confirm } = usePayForm({
    id: prefix,
    ns,
    issueOf: (text) => rangeIssue(text, limits),
    values: { min: money(limits.minAmount), max: money(limits.maxAmount) },
  });

  async function send(values: PayValues) {
    const minor = parseAmount(values.amount);
    if (minor === undefined) return;
    if (!(await confirm(props.confirmation(money(minor))))) return;
    create.mutate(
      props.body({ amount: minor, paymentPassword: values.paymentPassword }),
      refusal.answered(props.onDone),
    );
  }

  return (
    <PayForm
      form={form}
      ns={ns}
      prefix={prefix}
      isPending={create.isPending}
      onSubmit={(values) => void send(values)}
      amount={{ limits, most: limits.maxAmount, chips: TRANSFER_CHIPS }}
      ready={amount}
      refusal={refusal}
    />
  );
}
