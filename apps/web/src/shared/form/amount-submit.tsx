import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money';

type Props = {
  /** The form's namespace: submit, and submit_amount naming {{amount}}. */
  ns: string;
  /** The amount typed, when it is one with nothing wrong with it: the button names it. */
  amount: number | undefined;
  isPending: boolean;
  className: string;
  /** Off for a reason of the form's own (a block said beside it). */
  isBlocked?: boolean;
  describedBy?: string | undefined;
};

/** A money form's submit button: it names the amount once it is right, spins while sent. */
export function AmountSubmit({
  ns,
  amount,
  isPending,
  className,
  isBlocked = false,
  describedBy,
}: Props) {
  const { t } = useTranslation(ns);
  const { money } = useMoney();
  return (
    <Button
      block
      type="submit"
      color="primary"
      className={className}
      loading={isPending}
      disabled={isPending || isBlocked}
      aria-describedby={describedBy}
    >
      {amount === undefined ? t('submit') : t('submit_amount', { amount: money(amount) })}
    </Button>
  );
}
