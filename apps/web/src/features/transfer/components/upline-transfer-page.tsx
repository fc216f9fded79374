import {
  UPLINE_TRANSFER_REFUSALS,
  type UplineTransferInfo,
  type UplineTransferResult,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api-client';
import { PayFlow } from '@/shared/form/pay-flow';
import { PayNotice, SetupPasswordNotice } from '@/shared/form/pay-notice';
import { useMoney } from '@/shared/money';
import { ShieldIcon, UserIcon } from '@/shared/ui/icons';
import { useTransferInfo } from '../api/get-transfer-info';
import { TransferForm } from './transfer-form';
import { TransferResult } from './transfer-result';
import './upline-transfer.css';

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (UPLINE_TRANSFER_REFUSALS as readonly string[]).includes(error.code);

/**
 * /m/upLine/transfer (AGETRANSFERUP3): the upline, the balance, and the form (amount, payment
 * password, confirm), or why the member may not transfer, or the payment password to set first;
 * the transfer made is shown until the member starts another.
 */
export function UplineTransferPage() {
  const info = useTransferInfo();
  return (
    <section className="ut-page">
      {info.isError && isRefusal(info.error) ? (
        <Refusal message={info.error.message} />
      ) : (
        <PayFlow<UplineTransferInfo, UplineTransferResult>
          query={info}
          skeletonRows={3}
          hero={(data) => <TransferHero info={data} />}
          form={(props) => <TransferForm {...props} />}
          result={(done, onAgain) => <TransferResult result={done} onAgain={onAgain} />}
          setup={<SetupPasswordNotice ns="transfer" prefix="ut" icon={<ShieldIcon />} />}
        />
      )}
    </section>
  );
}

/** Who receives the money, and what may be sent. */
function TransferHero({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation('transfer');
  const { money } = useMoney();
  return (
    <header className="ut-hero">
      <div className="ut-upline">
        <span className="ut-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div>
          <h2 className="ut-label">{t('hero.upline')}</h2>
          <p className="ut-upline-account" data-testid="ut-upline">
            {info.upline.account}
          </p>
        </div>
      </div>
      <div className="ut-available">
        <h2 className="ut-label">{t('hero.available')}</h2>
        <p className="ut-available-amount" data-testid="ut-available">
          {money(info.transferable ?? info.available)}
        </p>
      </div>
      {(info.turnoverRemaining ?? 0) > 0 && (
        <p className="ut-note ut-turnover" role="status" data-testid="ut-turnover">
          {t('hero.turnover', {
            remaining: money(info.turnoverRemaining ?? 0),
            cash: money(info.available),
          })}
        </p>
      )}
      <p className="ut-note">{t('hero.note')}</p>
    </header>
  );
}

/** Why this member may not transfer (the server's reason, in the member's language). */
function Refusal({ message }: { message: string }) {
  const { t } = useTranslation('transfer');
  return (
    <PayNotice
      prefix="ut"
      kind="refusal"
      icon={<ShieldIcon />}
      title={t('refused.title')}
      body={message}
      to="/m/mine"
      action={t('refused.back')}
      isAlert
    />
  );
}
