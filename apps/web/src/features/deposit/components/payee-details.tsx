import type { DepositRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { Icon } from '@/shared/ui/icons';
import { useMoney } from '@/shared/money';
import { copyText } from '@/shared/copy-text';

/** One line of the transfer's details with a copy button: what the member types elsewhere. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('deposit');
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <button
          type="button"
          className="copy-button"
          aria-label={t('copy.label', { what: label })}
          onClick={() =>
            void copyText(value).then((done) =>
              done ? toast.success(t('copy.done')) : toast.message(t('copy.failed')),
            )
          }
        >
          {t('copy.button')}
        </button>
      </dd>
    </div>
  );
}

/**
 * How to pay a request: the site's bank or e-wallet account, the exact amount and the unique
 * reference for the transfer's note, each with a copy button. The demo channel needs no transfer.
 */
export function PayeeDetails({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  const { payee } = request;
  return (
    <div className="payee-details">
      {payee ? (
        <p className="payee-lead">
          {t(request.kind === 'bank' ? 'payee.lead_bank' : 'payee.lead_ewallet', {
            provider: payee.provider,
          })}
        </p>
      ) : (
        <p className="payee-lead">
          <Icon className="payee-info">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v5M12 8h.01" />
          </Icon>{' '}
          {t('payee.lead_demo')}
        </p>
      )}
      <dl>
        {payee && (
          <>
            <CopyRow
              label={t(request.kind === 'bank' ? 'payee.bank' : 'payee.wallet')}
              value={payee.provider}
            />
            <CopyRow label={t('payee.account_name')} value={payee.accountName} />
            <CopyRow
              label={t(request.kind === 'bank' ? 'payee.account_number' : 'payee.mobile')}
              value={payee.accountNumber}
            />
          </>
        )}
        <CopyRow label={t('payee.amount')} value={money(request.amount)} />
        <CopyRow
          label={t('payee.reference')}
          value={request.reference}
          testId="deposit-reference"
        />
      </dl>
      {payee && <p className="payee-note">{t('payee.note')}</p>}
    </div>
  );
}
