import type { DepositRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { Icon } from '@/shared/ui/icons';
import { useMoney } from '@/shared/money';
import { copyText } from '@/shared/copy-text';
import type { TemplateVersion } from '@/shared/site/templates';

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
 * SPEC's dep_func switch picks the version: base lists the details; new walks through them in
 * numbered steps, ending with what happens after the transfer.
 */
export function PayeeDetails({
  request,
  version = 'base',
}: {
  request: DepositRequest;
  version?: TemplateVersion;
}) {
  return version === 'new' ? <PayeeSteps request={request} /> : <PayeeList request={request} />;
}

/** The rows of the site's account the member sends to (none for the demo channel). */
function PayeeRows({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { payee } = request;
  if (!payee) return null;
  return (
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
  );
}

function PayeeLead({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { payee } = request;
  return payee ? (
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
  );
}

function PayeeList({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  return (
    <div className="payee-details">
      <PayeeLead request={request} />
      <dl>
        <PayeeRows request={request} />
        <CopyRow label={t('payee.amount')} value={money(request.amount)} />
        <CopyRow
          label={t('payee.reference')}
          value={request.reference}
          testId="deposit-reference"
        />
      </dl>
      {request.payee && <p className="payee-note">{t('payee.note')}</p>}
    </div>
  );
}

function PayeeSteps({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  const { payee } = request;
  // The reference to quote: the last step of a real payment, the only one of a demo.
  const referenceRow = (
    <dl>
      <CopyRow label={t('payee.reference')} value={request.reference} testId="deposit-reference" />
    </dl>
  );
  return (
    <div className="payee-details is-steps">
      <ol className="payee-steps">
        {payee ? (
          <>
            <li>
              <h4>
                {t('steps.send', { amount: money(request.amount), provider: payee.provider })}
              </h4>
              <dl>
                <PayeeRows request={request} />
                <CopyRow label={t('payee.amount')} value={money(request.amount)} />
              </dl>
            </li>
            <li>
              <h4>{t(request.kind === 'bank' ? 'steps.note_bank' : 'steps.note_ewallet')}</h4>
              {referenceRow}
              <p className="payee-note">{t('payee.note')}</p>
            </li>
          </>
        ) : (
          <li>
            <h4>{t('steps.demo')}</h4>
            {referenceRow}
          </li>
        )}
        <li>
          <h4>{t('steps.wait')}</h4>
          <p className="payee-note">{t('steps.wait_note')}</p>
        </li>
      </ol>
    </div>
  );
}
