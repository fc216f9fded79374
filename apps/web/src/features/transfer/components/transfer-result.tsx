import type { UplineTransferResult } from '@app/contracts';
import { PayResult } from '@/shared/form/pay-result';

/** The transfer just made: how much, to whom, when, the balance left; another, or the record. */
export function TransferResult({
  result,
  onAgain,
}: {
  result: UplineTransferResult;
  onAgain: () => void;
}) {
  return (
    <PayResult
      ns="transfer"
      prefix="ut"
      mark={
        <span className="ut-result-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" strokeWidth="2.6" />
          </svg>
        </span>
      }
      amount={result.amount}
      details={{ to: result.upline.account, createdAt: result.createdAt, balance: result.balance }}
      record="/m/transaction/record"
      onAgain={onAgain}
    />
  );
}
