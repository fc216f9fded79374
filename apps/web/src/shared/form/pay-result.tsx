import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../format';
import { useMoney } from '../money';
import { useResultHeading } from './use-result-heading';
import { DetailRow } from '../ui/detail-row';

/* The result that replaces a money form once sent. Apart from index.ts, as amount-field.tsx. */

type Props = {
  /** The form's namespace: result.title, .to, .time, .balance, .again and .record. */
  ns: string;
  /** The feature's class prefix: <prefix>-card <prefix>-result, -result-amount, -details … */
  prefix: string;
  /** Art above the heading. */
  mark?: ReactNode;
  /** The amount sent, large under the heading. */
  amount?: number;
  /** To whom, when and the balance left, as a list. */
  details?: { to: string; createdAt: number; balance: number };
  /** What else the result says (every share of a rain). */
  children?: ReactNode;
  /** The record the member finds it in. */
  record: string;
  onAgain: () => void;
};

/** A money transfer made: its heading (focused), amount and details; another, or the record. */
export function PayResult({ ns, prefix, mark, amount, details, children, record, onAgain }: Props) {
  const { t, i18n } = useTranslation(ns);
  const { money } = useMoney();
  const heading = useResultHeading();
  return (
    <article
      className={`${prefix}-card ${prefix}-result`}
      aria-labelledby={`${prefix}-result-title`}
      aria-live="polite"
    >
      {mark}
      <h2 id={`${prefix}-result-title`} ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h2>
      {amount !== undefined && (
        <p className={`${prefix}-result-amount`} data-testid={`${prefix}-result-amount`}>
          {money(amount)}
        </p>
      )}
      {details && (
        <dl className={`${prefix}-details`}>
          <DetailRow term={t('result.to')}>{details.to}</DetailRow>
          <DetailRow term={t('result.time')}>
            {formatDateTime(details.createdAt, parseLanguage(i18n.language))}
          </DetailRow>
          <DetailRow term={t('result.balance')} testId={`${prefix}-result-balance`}>
            {money(details.balance)}
          </DetailRow>
        </dl>
      )}
      {children}
      <div className={`${prefix}-actions`}>
        <Button block onClick={onAgain}>
          {t('result.again')}
        </Button>
        <Link to={record} className={`${prefix}-link`}>
          {t('result.record')}
        </Link>
      </div>
    </article>
  );
}
