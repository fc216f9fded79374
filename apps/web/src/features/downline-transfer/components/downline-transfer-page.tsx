import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PayFlow } from '@/shared/form/pay-flow';
import { PayNotice } from '@/shared/form/pay-notice';
import { PayResult } from '@/shared/form/pay-result';
import { useMoney } from '@/shared/money';
import { ShieldIcon, UserIcon } from '@/shared/ui/icons';
import { useDownlineTransferInfo } from '../api/downline-transfer';
import { DownlineTransferForm } from './downline-transfer-form';
import './downline-transfer.css';

/**
 * /m/agent/transfer?to=<memberId> (from the team list's row): the receiver, the agent's cash and
 * the form; the transfer made is shown until the agent starts another.
 */
export function DownlineTransferPage() {
  const [params] = useSearchParams();
  const to = Number(params.get('to') ?? 0);
  const info = useDownlineTransferInfo(Number.isSafeInteger(to) ? to : 0);
  const { t } = useTranslation('downlineTransfer');
  if (!(to > 0)) return <Notice title={t('missing.title')} body={t('missing.body')} />;
  return (
    <section className="dt-page">
      <PayFlow<DownlineTransferInfo, DownlineTransferResult>
        query={info}
        skeletonRows={3}
        hero={(data) => <Receiver info={data} />}
        form={(props) => <DownlineTransferForm {...props} />}
        result={(done, onAgain) => (
          <PayResult
            ns="downlineTransfer"
            prefix="dt"
            amount={done.amount}
            details={{ to: done.to.customerName, createdAt: done.createdAt, balance: done.balance }}
            record="/m/transaction/record?types=A"
            onAgain={onAgain}
          />
        )}
        setup={<Notice title={t('setup.title')} body={t('setup.body')} link="/m/securityCenter" />}
      />
    </section>
  );
}

function Receiver({ info }: { info: DownlineTransferInfo }) {
  const { t } = useTranslation('downlineTransfer');
  const { money } = useMoney();
  return (
    <header className="dt-hero">
      <div className="dt-receiver">
        <span className="dt-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="dt-who">
          <h2 className="dt-label">{t('hero.to')}</h2>
          <p className="dt-name" data-testid="dt-name">
            {info.to.customerName}
          </p>
          {info.to.nickname && <p className="dt-nickname">{info.to.nickname}</p>}
        </div>
      </div>
      <div className="dt-available">
        <h2 className="dt-label">{t('hero.available')}</h2>
        <p className="dt-figure" data-testid="dt-available">
          {money(info.available)}
        </p>
      </div>
      <p className="dt-note">{t('hero.note')}</p>
    </header>
  );
}

/** Nothing to send yet: no receiver chosen, or no payment password. */
function Notice({ title, body, link }: { title: string; body: string; link?: string }) {
  const { t } = useTranslation('downlineTransfer');
  return (
    <PayNotice
      prefix="dt"
      kind="notice"
      icon={<ShieldIcon />}
      title={title}
      body={body}
      to={link ?? '/m/member/team'}
      action={link ? t('setup.action') : t('missing.action')}
    />
  );
}
