import { verifyBet, type BetRecord } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useRecord, type RecordRef } from '../api/records';
import { LotteryDetail } from './lottery-record';
import { VendorDetail } from './vendor-record';
import { useMoney } from '@/shared/money';
import { Fact, OutcomeDetail } from './outcome-view';

/**
 * One record in a bottom sheet: amounts, the outcome (a lottery order's bets and draw), and its
 * fairness proof checked here.
 */
export function RecordDetail({
  record,
  onClose,
}: {
  record: RecordRef | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('records');
  const { data, isError } = useRecord(record);
  const shown = data && data.id === record?.id && data.game === record.game ? data : undefined;
  return (
    <Popup
      visible={record !== undefined}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="record-sheet"
    >
      <div className="record-sheet-head">
        <h2>{t('detail_title')}</h2>
        <button type="button" className="record-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {shown?.game === 'lottery' ? (
        <LotteryDetail record={shown} />
      ) : shown?.game === 'vendor' ? (
        <VendorDetail record={shown} />
      ) : shown ? (
        <DetailBody bet={shown} />
      ) : (
        <p className="record-loading">{isError ? t('detail_error') : t('loading')}</p>
      )}
    </Popup>
  );
}

function DetailBody({ bet }: { bet: BetRecord }) {
  const { t, i18n } = useTranslation('records');
  const { money, signed } = useMoney();
  const language = parseLanguage(i18n.language);
  return (
    <div className="record-detail" data-testid="record-detail">
      <dl className="record-facts">
        <Fact label={t('game')} value={t(`games.${bet.game}`)} />
        <Fact label={t('time')} value={formatDateTime(bet.createdAt, language)} />
        <Fact label={t('bet_id')} value={`#${bet.id}`} />
        <Fact label={t('stake')} value={money(bet.stake)} />
        <Fact label={t('payout')} value={money(bet.payout)} />
        <Fact label={t('profit')} value={signed(bet.profit)} />
      </dl>
      <h3>{t('outcome')}</h3>
      <OutcomeDetail outcome={bet.outcome} />
      <h3>{t('proof')}</h3>
      <dl className="record-facts is-proof">
        <Fact label={t('server_hash')} value={bet.fairness.serverSeedHash} mono />
        <Fact
          label={t('server_seed')}
          value={bet.fairness.serverSeed ?? t('seed_hidden')}
          mono={bet.fairness.serverSeed !== null}
        />
        <Fact label={t('client_seed')} value={bet.fairness.clientSeed} mono />
        <Fact label={t('nonce')} value={String(bet.fairness.nonce)} />
      </dl>
      <ProofVerdict bet={bet} />
    </div>
  );
}

/** Recomputes the bet from the revealed seed with the game's own code: verified or not. */
function ProofVerdict({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('records');
  const seed = bet.fairness.serverSeed;
  if (seed === null) return <p className="record-verdict is-pending">{t('verify_pending')}</p>;
  const { valid } = verifyBet(bet, seed);
  return (
    <p
      className={`record-verdict ${valid ? 'is-valid' : 'is-invalid'}`}
      role="status"
      data-testid="proof-verdict"
    >
      {valid ? `✓ ${t('verified')}` : `✗ ${t('not_verified')}`}
    </p>
  );
}
