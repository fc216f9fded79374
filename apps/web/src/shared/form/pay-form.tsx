import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from './amount-field';
import { AmountSubmit } from './amount-submit';
import { Form } from './form';
import { PinField } from './pin-field';
import { RefusalAlert } from './refusal-alert';
import type { KitForm } from './use-kit-form';

/*
 * The layout every money form shares. Apart from index.ts, as amount-field.tsx: what it draws
 * belongs to the lazy money screens.
 */

type AmountProps = Omit<Parameters<typeof AmountField>[0], 'ns' | 'onEdit'>;

type Props<T extends FieldValues> = {
  form: KitForm<T>;
  /** The form's namespace: form.title, amount.*, pin.*, submit. */
  ns: string;
  /**
   * The feature's class prefix: <prefix>-card <prefix>-form, <prefix>-issue, <prefix>-submit;
   * a named form's hidden heading is <prefix>-form-title.
   */
  prefix: string;
  /** A hidden heading naming the form, so it is a landmark: form.title unless told; null: none. */
  heading?: string | null;
  /** Whether the payment password is asked (not for a deposit). */
  hasPin?: boolean;
  isPending: boolean;
  onSubmit: SubmitHandler<T>;
  /** The amount field's props. */
  amount: AmountProps;
  /** The amount typed when nothing is wrong with it: the submit button names it. */
  ready: number | undefined;
  /** The request's refusal said under the form (useRefusal), and what hears every edit. */
  refusal: { text: string | undefined; clear: () => void };
  refusalId?: string;
  /** What comes before the amount (a card, a channel, who receives). */
  children?: ReactNode;
  /** What comes right after the amount (a summary of limits or fees). */
  afterAmount?: ReactNode;
  /** What comes right before the submit button (why it is off). */
  beforeSubmit?: ReactNode;
  isBlocked?: boolean;
  describedBy?: string | undefined;
};

/**
 * A money form: what it is about, the amount, the payment password, the refusal of its request,
 * and a submit button naming the amount.
 */
export function PayForm<T extends FieldValues>(props: Props<T>) {
  const { form, ns, prefix, hasPin = true, isPending, refusal } = props;
  const { t } = useTranslation(ns);
  const heading = props.heading === undefined ? t('form.title') : props.heading;
  const titleId = `${prefix}-form-title`;
  return (
    <Form
      form={form}
      className={`${prefix}-card ${prefix}-form`}
      isPending={isPending}
      labelledBy={heading === null ? undefined : titleId}
      onSubmit={props.onSubmit}
    >
      {heading !== null && (
        <h2 id={titleId} className="visually-hidden">
          {heading}
        </h2>
      )}
      {props.children}
      <AmountField ns={ns} {...props.amount} onEdit={refusal.clear} />
      {props.afterAmount}
      {hasPin && <PinField ns={ns} onEdit={refusal.clear} />}
      <RefusalAlert
        id={props.refusalId}
        text={refusal.text}
        className={`${prefix}-issue ${prefix}-server-error`}
      />
      {props.beforeSubmit}
      <AmountSubmit
        ns={ns}
        amount={props.ready}
        isPending={isPending}
        className={`${prefix}-submit`}
        isBlocked={props.isBlocked}
        describedBy={props.describedBy}
      />
    </Form>
  );
}
